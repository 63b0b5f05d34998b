'use client';

import { useState } from 'react';

/**
 * Runs `onOpen` in the render where `isOpen` turns true, so an overlay's working state (a draft
 * choice, a search text) starts afresh on every opening. It adjusts state during render, as
 * React recommends for state derived from a prop change, instead of an effect that would paint
 * the stale state first.
 */
export function useOnOpen(isOpen: boolean, onOpen: () => void) {
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) onOpen();
  }
}

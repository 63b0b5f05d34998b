import { useCallback, useState } from 'react';

/**
 * Open state of a drawer or dialog about one record (edit, delete). The record stays set while
 * the surface closes, so its title and text do not change during the closing animation.
 */
export function useRecordDialog<T>() {
  const [state, setState] = useState<{ isOpen: boolean; record?: T }>({ isOpen: false });
  // Stable, so list columns built with them stay the same array between renders.
  const open = useCallback((record?: T) => setState({ isOpen: true, record }), []);
  const onOpenChange = useCallback(
    (isOpen: boolean) => setState((current) => ({ ...current, isOpen })),
    [],
  );
  return {
    isOpen: state.isOpen,
    record: state.record,
    /** Opens about `record`, or empty (to create one) without it. */
    open,
    onOpenChange,
  };
}

/**
 * A number that changes each time `isOpen` turns true. Used as the `key` of a form, so each
 * opening starts a fresh form: forms reset to their defaults on close (spec 001 section 4).
 */
export function useOpenCount(isOpen: boolean): number {
  const [count, setCount] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setCount(count + 1);
  }
  return count;
}

/**
 * Whether `isOpen` has been true yet. A lazily loaded surface renders nothing before its first
 * opening, so its code is fetched then, and stays mounted after, so it can animate its closing.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}

'use client';

import { useEffect, useState } from 'react';
import { Button } from '../Button';
import { CheckIcon, CopyIcon } from '../Icon/icons';
import { copied as copiedClass, copyButton } from './CopyButton.css';

/** How long 'Copied!' shows after copying (spec 000 section 4.1, 002 section 9). */
export const COPIED_MS = 2000;

export interface CopyButtonProps {
  /** What is copied to the clipboard. */
  text: string;
  /** The button's text: 'Copy curl sample'. */
  label: string;
}

/** Copies text to the clipboard; `isCopied` stays true for 2 seconds after each copy. */
export function useCopyToClipboard() {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = (text: string) => navigator.clipboard.writeText(text).then(() => setCopied(true));
  return { isCopied, copy };
}

/**
 * Copies `text` to the clipboard and says 'Copied!' beside the button for 2 seconds.
 *
 * Accessibility: 'Copied!' is in a polite live region, so it is announced; the button keeps its
 * name while it shows.
 */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <span className={copyButton}>
      <Button
        variant="secondary"
        size="sm"
        icon={isCopied ? CheckIcon : CopyIcon}
        onPress={() => void copy(text)}
      >
        {label}
      </Button>
      <span className={copiedClass} role="status">
        {isCopied ? 'Copied!' : ''}
      </span>
    </span>
  );
}

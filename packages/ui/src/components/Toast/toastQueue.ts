'use client';

import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastMessage {
  tone: ToastTone;
  /** The exact text, such as 'Variable saved successfully' or the server's error message. */
  message: string;
  /** A link after the message, to what the action made ('Open Claims regressions'). */
  link?: ToastLink;
}

export interface ToastLink {
  label: string;
  href: string;
}

export interface ToastOptions {
  /**
   * Milliseconds before the toast closes by itself; `null` keeps it until the user closes it.
   * Timers pause while the pointer or focus is on a toast.
   * @default 5000 for success, 8000 for error
   */
  timeout?: number | null;
  /** Called when the toast closes, by timeout or by the user. */
  onClose?: () => void;
  /** A link after the message, to what the action made. */
  link?: ToastLink;
}

/** Errors stay longer: they are often server messages the user needs time to read. */
export const defaultTimeouts: Record<ToastTone, number> = { success: 5000, error: 8000 };

/** The app-wide queue that `ToastRegion` renders. Up to five toasts are visible at once. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

function add(tone: ToastTone, message: string, options: ToastOptions = {}): string {
  const { timeout = defaultTimeouts[tone], onClose, link } = options;
  return toastQueue.add({ tone, message, ...(link ? { link } : {}) }, { timeout: timeout ?? undefined, onClose });
}

/**
 * Shows toasts from anywhere, inside or outside React:
 * `toast.success('Variable saved successfully')`, `toast.error(error.message)`.
 * Each call returns the toast's key, for `toast.dismiss(key)`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => add('success', message, options),
  error: (message: string, options?: ToastOptions) => add('error', message, options),
  /** Closes one toast. */
  dismiss: (key: string) => toastQueue.close(key),
  /** Closes every toast, queued ones included (on sign-out, or between tests). */
  clear: () => toastQueue.clear(),
};

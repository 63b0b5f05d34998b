'use client';

import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { AlertCircleIcon, CheckCircleIcon, XIcon } from '../Icon/icons';
import { content, region, toast as toastClass, toneIcon } from './Toast.css';
import { toastQueue } from './toastQueue';

const toneGlyphs = { success: CheckCircleIcon, error: AlertCircleIcon } as const;

export interface ToastRegionProps {
  /** Name of the notifications landmark. @default 'Notifications' */
  label?: string;
  /** Accessible name of each toast's close button. @default 'Close' */
  closeLabel?: string;
}

/**
 * Renders the toasts queued with `toast.success(…)` and `toast.error(…)`. Place it once, near
 * the root of the app (or use `ToastProvider`).
 *
 * Accessibility (react-aria's Toast): the region is a landmark ('Notifications') that F6 jumps
 * to; each toast is announced as an alert and carries a close button. Timers pause while the
 * pointer or focus is on a toast, and when a toast closes, focus moves to the next toast or
 * back to where it was.
 */
export function ToastRegion({ label = 'Notifications', closeLabel = 'Close' }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toastQueue} aria-label={label} className={region}>
      {({ toast }) => {
        const Glyph = toneGlyphs[toast.content.tone];
        return (
          <AriaToast toast={toast} className={toastClass({ tone: toast.content.tone })}>
            <Glyph aria-hidden className={toneIcon({ tone: toast.content.tone })} />
            <AriaToastContent className={content}>
              <Text slot="title">{toast.content.message}</Text>
              {toast.content.link && (
                <Link variant="inline" href={toast.content.link.href}>
                  {toast.content.link.label}
                </Link>
              )}
            </AriaToastContent>
            <IconButton slot="close" aria-label={closeLabel} icon={XIcon} size="sm" />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

export interface ToastProviderProps extends ToastRegionProps {
  children: ReactNode;
}

/** The app with its one `ToastRegion` after it. */
export function ToastProvider({ children, ...regionProps }: ToastProviderProps) {
  return (
    <>
      {children}
      <ToastRegion {...regionProps} />
    </>
  );
}

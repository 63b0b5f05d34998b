import type { ReactNode } from 'react';
import { badge, type Tone } from './Badge.css';

export interface BadgeProps {
  /** Meaning carried by colour: neutral, accent, success, danger or warning. @default 'neutral' */
  tone?: Tone;
  /** Optional decorative icon before the text. */
  icon?: ReactNode;
  /** Short text such as 'Enterprise', 'Active' or 'Read only'. */
  children: ReactNode;
}

/**
 * A small, non-interactive status label.
 *
 * Accessibility: the text carries the meaning; the tone only reinforces it, so never rely on
 * colour alone ('Active' and 'Inactive', not two colours of the same word). Use `TagGroup` for
 * labels a user can select or remove.
 */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={badge({ tone })}>
      {icon}
      {children}
    </span>
  );
}

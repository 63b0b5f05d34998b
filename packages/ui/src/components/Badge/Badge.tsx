import type { ReactNode } from 'react';
import type { IconGlyph } from '../Icon/icons';
import { badge, type Tone } from './Badge.css';

export interface BadgeProps {
  /** Meaning carried by colour: neutral, accent, success, danger or warning. @default 'neutral' */
  tone?: Tone;
  /** The glyph before the text, one of the package's icons (`LockIcon`); it is decorative. */
  icon?: IconGlyph;
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
export function Badge({ tone = 'neutral', icon: Glyph, children }: BadgeProps) {
  return (
    <span className={badge({ tone })}>
      {Glyph && <Glyph aria-hidden size={12} />}
      {children}
    </span>
  );
}

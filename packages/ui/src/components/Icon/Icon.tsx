import type { LucideIcon } from 'lucide-react';
import { icon as iconClass, type iconSizes, type iconTones } from './Icon.css';

export type IconSize = (typeof iconSizes)[number];
export type IconTone = (typeof iconTones)[number];

export interface IconProps {
  /** The glyph to draw, one of the icons exported from this package (`PlusIcon`, `TrashIcon`...). */
  icon: LucideIcon;
  /** sm 12px, md 16px, lg 20px, xl 32px. @default 'md' */
  size?: IconSize;
  /** Colour; `inherit` follows the text colour around it. @default 'inherit' */
  tone?: IconTone;
  /**
   * Accessible name, for an icon that carries meaning on its own (a status icon with no text
   * next to it). Without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
}

/**
 * Draws an icon at a token size.
 *
 * Accessibility: icons are decorative by default (`aria-hidden`), because they almost always sit
 * next to text that already says the same. Give `label` only when the icon is the sole carrier of
 * its meaning; it is then exposed as an image with that name. Icon-only buttons take their name
 * from `IconButton`'s `label`, not from the icon.
 */
export function Icon({ icon: Glyph, size = 'md', tone = 'inherit', label }: IconProps) {
  const className = iconClass({ size, tone });
  if (label) return <Glyph className={className} role="img" aria-label={label} aria-hidden={false} />;
  return <Glyph className={className} aria-hidden focusable={false} />;
}

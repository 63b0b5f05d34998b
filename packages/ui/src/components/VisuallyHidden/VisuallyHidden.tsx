import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text for screen readers only. */
  children: ReactNode;
  /** Render a `div` instead of a `span` when the content is block-level. @default 'span' */
  as?: 'span' | 'div';
  /** Gives the element an id, so other parts can point at it with `aria-labelledby`. */
  id?: string;
}

/**
 * Content that screen readers announce but that is not drawn on screen: a label for a
 * loading skeleton, 'opens in a new tab' after an external link, a heading a sighted user
 * does not need.
 */
export function VisuallyHidden({ as: Element = 'span', children, id }: VisuallyHiddenProps) {
  return (
    <Element id={id} className={visuallyHidden}>
      {children}
    </Element>
  );
}

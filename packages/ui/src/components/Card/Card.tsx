import { useId, type ReactNode } from 'react';
import { actions as actionsClass, body, card, footer as footerClass, header, subtitle as subtitleClass, title as titleClass, titleGroup } from './Card.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  /** Heading of the card, such as 'Most Frequently Triggered'. */
  title?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Level of the title's heading, to fit the page outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** Controls in the header's end, such as an IconButton or a Menu. */
  actions?: ReactNode;
  /** Content under the divider at the bottom, usually buttons. */
  footer?: ReactNode;
  /**
   * Makes the card a `section` landmark named by its title. Use for a few large cards on a page;
   * leave off for repeated cards in a grid, which would flood the landmark list. @default false
   */
  isLandmark?: boolean;
  children?: ReactNode;
}

/**
 * A bordered surface that groups related content: an optional header with a title and actions,
 * a body and an optional footer.
 *
 * Accessibility: the title is a real heading (`headingLevel`), so screen reader users can jump
 * between cards by heading.
 */
export function Card({
  title,
  subtitle,
  headingLevel = 3,
  actions,
  footer,
  isLandmark = false,
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = isLandmark ? 'section' : 'div';
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Element className={card} aria-labelledby={isLandmark && title !== undefined ? titleId : undefined}>
      {hasHeader && (
        <div className={header}>
          <div className={titleGroup}>
            {title !== undefined && (
              <Heading id={titleId} className={titleClass}>
                {title}
              </Heading>
            )}
            {subtitle !== undefined && <p className={subtitleClass}>{subtitle}</p>}
          </div>
          {actions !== undefined && <div className={actionsClass}>{actions}</div>}
        </div>
      )}
      <div className={body}>{children}</div>
      {footer !== undefined && <div className={footerClass}>{footer}</div>}
    </Element>
  );
}

import type { ReactNode } from 'react';
import type { IconGlyph } from '../Icon/icons';
import { Icon } from '../Icon';
import { action as actionClass, description as descriptionClass, emptyState, iconWrap, title as titleClass } from './EmptyState.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps {
  /** The exact message from the spec, such as 'No results found' or 'No vault key found'. */
  title: string;
  /** A sentence on what to do next. */
  description?: ReactNode;
  /** A decorative icon drawn above the title. */
  icon?: IconGlyph;
  /** The next step, usually a Button such as 'New Vault'. */
  action?: ReactNode;
  /** Level of the title's heading, to fit the page outline. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * What a list, table or picker shows when it has nothing to show: a title, an optional
 * description and the action that fills it.
 *
 * Accessibility: the title is a heading, so it is found when a screen reader user lands on an
 * empty screen; the icon is decorative. When the empty state replaces results after a search,
 * announce the change from the search field (for example with a live region), since a newly
 * mounted element is not announced by itself.
 */
export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={emptyState}>
      {icon && (
        <span className={iconWrap}>
          <Icon icon={icon} size="lg" />
        </span>
      )}
      <Heading className={titleClass}>{title}</Heading>
      {description !== undefined && <p className={descriptionClass}>{description}</p>}
      {action !== undefined && <div className={actionClass}>{action}</div>}
    </div>
  );
}

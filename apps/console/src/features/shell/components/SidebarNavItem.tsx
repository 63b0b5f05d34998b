import { LockIcon, Tooltip, VisuallyHidden, type IconGlyph } from '@agentdeck/ui';
import { useId } from 'react';
import { Focusable, Link } from 'react-aria-components';
import { item, itemIcon, itemLabel, lockIcon } from './Sidebar.css';

/** Sidebar items show their tooltip at once (spec 000 section 9). */
const ITEM_TOOLTIP_DELAY = 0;

export interface SidebarNavItemProps {
  label: string;
  icon: IconGlyph;
  href: string;
  isCurrent?: boolean;
  /** Why the item is unavailable in this workspace; the item is then disabled with this tooltip. */
  unavailableReason?: string | null;
  /** A collapsed sidebar shows the icon only, with the label in a tooltip. */
  isCollapsed: boolean;
}

/**
 * One link of the sidebar. An unavailable item is not a link, but it stays focusable (with
 * `aria-disabled`) so keyboard and pointer users alike can read why in its tooltip.
 */
export function SidebarNavItem({ label, icon: Glyph, href, isCurrent = false, unavailableReason, isCollapsed }: SidebarNavItemProps) {
  const reasonId = useId();
  const content = (
    <>
      <Glyph aria-hidden className={itemIcon} />
      {isCollapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span className={itemLabel}>{label}</span>}
    </>
  );

  if (unavailableReason) {
    return (
      <>
        <Tooltip content={isCollapsed ? `${label}: ${unavailableReason}` : unavailableReason} delay={ITEM_TOOLTIP_DELAY} placement="right">
          <Focusable>
            <span role="link" tabIndex={0} aria-disabled="true" aria-describedby={reasonId} className={item}>
              {content}
              {!isCollapsed && <LockIcon aria-hidden className={lockIcon} />}
            </span>
          </Focusable>
        </Tooltip>
        {/* The reason is read with the item, without waiting for the tooltip. */}
        <VisuallyHidden id={reasonId}>{unavailableReason}</VisuallyHidden>
      </>
    );
  }

  const link = (
    <Link href={href} aria-current={isCurrent ? 'page' : undefined} className={item}>
      {content}
    </Link>
  );
  if (!isCollapsed) return link;
  return (
    <Tooltip content={label} delay={ITEM_TOOLTIP_DELAY} placement="right">
      {link}
    </Tooltip>
  );
}

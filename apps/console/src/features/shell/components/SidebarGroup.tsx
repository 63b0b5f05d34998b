import { ChevronDownIcon, Tooltip, VisuallyHidden, type IconGlyph } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { chevron, group, groupHeading, groupLabel, groupPanel, groupTrigger, itemIcon, itemList } from './Sidebar.css';

/** Group headers wait before showing their tooltip (spec 000 section 9). */
const GROUP_TOOLTIP_DELAY = 500;

export interface SidebarGroupProps {
  label: string;
  icon: IconGlyph;
  isCollapsed: boolean;
  children: ReactNode;
}

/** One expandable group of the sidebar ('Setup configurations'...), open at first. */
export function SidebarGroup({ label, icon: Glyph, isCollapsed, children }: SidebarGroupProps) {
  const trigger = (
    <Button slot="trigger" className={groupTrigger}>
      {isCollapsed ? (
        <>
          <Glyph aria-hidden className={itemIcon} />
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        <>
          <span className={groupLabel}>{label}</span>
          <ChevronDownIcon aria-hidden className={chevron} />
        </>
      )}
    </Button>
  );
  return (
    <Disclosure defaultExpanded className={group}>
      <Heading level={2} className={groupHeading}>
        {isCollapsed ? (
          <Tooltip content={label} delay={GROUP_TOOLTIP_DELAY} placement="right">
            {trigger}
          </Tooltip>
        ) : (
          trigger
        )}
      </Heading>
      <DisclosurePanel className={groupPanel}>
        <ul className={itemList}>{children}</ul>
      </DisclosurePanel>
    </Disclosure>
  );
}

import { ArrowLeftIcon } from '@agentdeck/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { Workspace } from '../../../lib/current-workspace';
import { unavailableReason } from '../../../config/route-access';
import { isItemCurrent, sidebarGroups } from '../model/sidebar-model';
import { routeIcons } from '../../../config/route-icons';
import { groupIcons } from './sidebar-icons';
import { brand, footer, nav, scrim, sidebar, slot } from './Sidebar.css';
import { SettingsMenu, type SettingsActions } from './SettingsMenu';
import { SidebarGroup } from './SidebarGroup';
import { SidebarNavItem } from './SidebarNavItem';
import { useSidebar } from './SidebarProvider';
import { Logo } from '../../../components/Logo';

/**
 * The workspace's sidebar (spec 000 section 2.4): the three groups with every section, unavailable
 * items disabled with their reason, and the footer with 'Back to workspaces' and Settings.
 */
export function Sidebar({ workspace, settingsActions }: { workspace: Workspace; settingsActions?: SettingsActions }) {
  const { isCollapsed, isSmallScreen, closeOverlay } = useSidebar();
  const { pathname } = useLocation();
  const isOverlay = isSmallScreen && !isCollapsed;
  const navRef = useRef<HTMLElement>(null);

  // The current section may sit below the fold of a long sidebar (Learning records): show it.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  return (
    <div className={slot} data-collapsed={isCollapsed || undefined} data-small-screen={isSmallScreen || undefined}>
      {isOverlay && (
        // A pointer shortcut only: keyboard users close the overlay with Escape or Ctrl+B.
        <div className={scrim} aria-hidden onClick={closeOverlay} />
      )}
      <aside
        className={sidebar}
        aria-label="Sidebar"
        data-collapsed={isCollapsed || undefined}
        data-overlay={isOverlay || undefined}
      >
        <div className={brand}>
          <Logo compact={isCollapsed} />
        </div>
        <nav ref={navRef} aria-label="Workspace sections" className={nav}>
          {sidebarGroups.map((group) => (
            <SidebarGroup key={group.id} label={group.label} icon={groupIcons[group.id]} isCollapsed={isCollapsed}>
              {group.items.map((entry) => {
                const href = paths.workspace[entry.route].getHref(workspace.id);
                return (
                  <li key={entry.route}>
                    <SidebarNavItem
                      label={entry.label}
                      icon={routeIcons[entry.route]}
                      href={href}
                      isCurrent={isItemCurrent(href, pathname)}
                      unavailableReason={unavailableReason(entry.route, workspace)}
                      isCollapsed={isCollapsed}
                    />
                  </li>
                );
              })}
            </SidebarGroup>
          ))}
        </nav>
        <div className={footer}>
          <SidebarNavItem
            label="Back to workspaces"
            icon={ArrowLeftIcon}
            href={paths.workspaces.getHref()}
            isCollapsed={isCollapsed}
          />
          <SettingsMenu isCollapsed={isCollapsed} actions={settingsActions} />
        </div>
      </aside>
    </div>
  );
}

import { ArrowLeftIcon, IconButton, XIcon } from '@agentdeck/ui';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { Workspace } from '../../../lib/current-workspace';
import { sections, unavailableReason } from '../../../config/sections';
import { sectionIcons } from '../../../config/section-icons';
import { isItemCurrent, sidebarGroups } from '../model/sidebar-model';
import { groupIcons } from './sidebar-icons';
import { brand, footer, nav, sheet, sheetOverlay, sidebar, slot } from './Sidebar.css';
import { SettingsMenu, type SettingsAction, type SettingsActions } from './SettingsMenu';
import { SidebarGroup } from './SidebarGroup';
import { SidebarNavItem } from './SidebarNavItem';
import { useSidebar } from './SidebarProvider';
import { Logo } from '../../../components/Logo';

interface SidebarProps {
  workspace: Workspace;
  settingsActions?: SettingsActions;
}

/**
 * The workspace's sidebar (spec 000 section 2.4): the three groups with every section, unavailable
 * items disabled with their reason, and the footer with 'Back to workspaces' and Settings.
 * Beside the page from 768px up (open, or collapsed to its icons); below, a sheet over the page.
 */
export function Sidebar(props: SidebarProps) {
  const { isCollapsed, isSmallScreen } = useSidebar();
  if (isSmallScreen) return <SidebarSheet {...props} />;
  return (
    <div className={slot} data-collapsed={isCollapsed || undefined}>
      <aside className={sidebar} aria-label="Sidebar" data-collapsed={isCollapsed || undefined}>
        <SidebarContent {...props} isCollapsed={isCollapsed} />
      </aside>
    </div>
  );
}

/**
 * Below 768px: an 18rem sheet from the left (spec 000 section 9), opened by the header's
 * 'Open navigation' button. A modal dialog (react-aria): focus moves into it and stays there,
 * Escape or a click outside closes it, and focus goes back to the button; choosing a page closes
 * it too (`WorkspaceShell`), as does choosing a Settings entry, whose dialog then opens alone.
 */
function SidebarSheet({ workspace, settingsActions }: SidebarProps) {
  const { isSheetOpen, setSheetOpen } = useSidebar();
  const actionsClosingSheet = useMemo(() => {
    if (!settingsActions) return undefined;
    const wrapped: SettingsActions = {};
    for (const [key, open] of Object.entries(settingsActions) as Array<[SettingsAction, () => void]>) {
      wrapped[key] = () => {
        setSheetOpen(false);
        open();
      };
    }
    return wrapped;
  }, [settingsActions, setSheetOpen]);

  return (
    <ModalOverlay isOpen={isSheetOpen} onOpenChange={setSheetOpen} isDismissable className={sheetOverlay}>
      <Modal className={sheet}>
        <Dialog aria-label="Navigation" className={sidebar} data-sheet>
          <SidebarContent
            workspace={workspace}
            settingsActions={actionsClosingSheet}
            isCollapsed={false}
            closeButton={
              <IconButton aria-label="Close navigation" icon={XIcon} size="sm" onPress={() => setSheetOpen(false)} />
            }
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function SidebarContent({
  workspace,
  settingsActions,
  isCollapsed,
  closeButton,
}: SidebarProps & { isCollapsed: boolean; closeButton?: ReactNode }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // The current section may sit below the fold of a long sidebar (Learning records): show it.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  return (
    <>
      <div className={brand}>
        <Logo compact={isCollapsed} />
        {closeButton}
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
                    icon={sectionIcons[sections[entry.route].icon]}
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
    </>
  );
}

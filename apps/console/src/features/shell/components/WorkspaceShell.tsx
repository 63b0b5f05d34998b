import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Workspace } from '../../../lib/current-workspace';
import { Header } from './Header';
import { column, content, page } from './layout.css';
import type { SettingsActions } from './SettingsMenu';
import { Sidebar } from './Sidebar';
import { SidebarProvider, useSidebar } from './SidebarProvider';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Closes the small screen's sidebar sheet once the user picks a page. */
function CloseSheetOnNavigation() {
  const { pathname } = useLocation();
  const { setSheetOpen } = useSidebar();
  useEffect(() => setSheetOpen(false), [pathname, setSheetOpen]);
  return null;
}

export interface WorkspaceShellProps {
  workspace: Workspace;
  /** Opens the workspace settings dialogs from the sidebar's Settings menu. */
  settingsActions?: SettingsActions;
  /** Icon actions the page gives the header, before the theme toggle (spec 000 section 2.3). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/** The frame of every workspace page: sidebar, header and the page's content in `main`. */
export function WorkspaceShell({
  workspace,
  settingsActions,
  headerActions,
  children,
}: WorkspaceShellProps) {
  return (
    <SidebarProvider>
      <CloseSheetOnNavigation />
      <SkipLink />
      <div className={page}>
        <Sidebar workspace={workspace} settingsActions={settingsActions} />
        <div className={column}>
          <Header variant="workspace" workspaceName={workspace.name} actions={headerActions} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={content}>{children}</main>
        </div>
      </div>
    </SidebarProvider>
  );
}

/**
 * The frame of pages outside a workspace (the workspaces list, 403, 404, the deleted page):
 * the full-width header with the logo, no sidebar.
 */
export function FullWidthLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={page}>
      <SkipLink />
      <div className={column}>
        <Header variant="full-width" title={title} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={content}>{children}</main>
      </div>
    </div>
  );
}

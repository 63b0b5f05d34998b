import { IconButton, MenuIcon, MoonIcon, PanelLeftIcon, SunIcon } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useThemePreference } from '../../../lib/theme-preference';
import { getHeaderModel } from '../model/header-model';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HeaderBreadcrumbs } from './HeaderBreadcrumbs';
import {
  actions,
  bar,
  header,
  lead,
  logoDivider,
  sidebarToggle,
  title as titleClass,
  titleBlock,
} from './Header.css';
import { Logo } from '../../../components/Logo';
import { useSidebar } from './SidebarProvider';
import { UserMenu } from './UserMenu';

function ThemeToggle() {
  const { theme, toggleTheme } = useThemePreference();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={`Switch to ${next} theme`}
      icon={theme === 'dark' ? SunIcon : MoonIcon}
      onPress={toggleTheme}
      showTooltip
      tooltipPlacement="bottom"
    />
  );
}

function SidebarToggle() {
  const { toggle, isCollapsed, isSmallScreen, isSheetOpen, setSheetOpen } = useSidebar();
  if (isSmallScreen) {
    // Below 768px the sidebar is a sheet over the page, opened here (see Sidebar).
    return (
      <IconButton
        aria-label="Open navigation"
        icon={MenuIcon}
        aria-haspopup="dialog"
        aria-expanded={isSheetOpen}
        onPress={() => setSheetOpen(true)}
      />
    );
  }
  return (
    <span className={sidebarToggle}>
      <IconButton
        aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        icon={PanelLeftIcon}
        onPress={toggle}
        showTooltip
        tooltipPlacement="bottom"
      />
    </span>
  );
}

export interface HeaderProps {
  /**
   * `workspace`: inside a workspace, with the sidebar toggle and the breadcrumb.
   * `full-width`: a page without a sidebar (the workspaces list, status pages), with the logo.
   * @default 'workspace'
   */
  variant?: 'workspace' | 'full-width';
  /** The workspace's name for the breadcrumb (the workspace variant). */
  workspaceName?: string;
  /** A title instead of the one derived from the path (status pages). */
  title?: string;
  /**
   * The 'two icon actions' of spec 000 section 2.3, given by the workspace layout (the features
   * behind them are not the shell's), shown before the theme toggle.
   */
  actions?: ReactNode;
}

/**
 * The page header (spec 000 section 2.3): title and breadcrumb derived from the path, the
 * sidebar toggle or the logo, the page's icon actions, the light/dark theme toggle and the user menu.
 */
export function Header({
  variant = 'workspace',
  workspaceName = '',
  title,
  actions: iconActions,
}: HeaderProps) {
  const { pathname } = useLocation();
  const model = getHeaderModel(pathname, workspaceName);
  const pageTitle = title ?? model.title;
  useDocumentTitle(pageTitle);

  return (
    <header className={header}>
      <div className={bar}>
        <div className={lead}>
          {variant === 'workspace' ? (
            <SidebarToggle />
          ) : (
            <>
              <Logo />
              {pageTitle && <span className={logoDivider} aria-hidden />}
            </>
          )}
        </div>
        <div className={titleBlock}>
          {pageTitle && <h1 className={titleClass}>{pageTitle}</h1>}
          {variant === 'workspace' && model.breadcrumbs.length > 0 && (
            <HeaderBreadcrumbs items={model.breadcrumbs} />
          )}
        </div>
        <div className={actions}>
          {iconActions}
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

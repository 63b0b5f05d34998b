export type { SettingsAction, SettingsActions } from './components/SettingsMenu';
export { FullWidthLayout, WorkspaceShell, type WorkspaceShellProps } from './components/WorkspaceShell';

export { FullWidthLayout, WorkspaceShell } from './components/WorkspaceShell';

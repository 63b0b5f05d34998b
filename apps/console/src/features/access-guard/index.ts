export { DeletedWorkspace } from './components/DeletedWorkspace';
export { LoadingScreen } from './components/LoadingScreen';
export { RequireUser } from './components/RequireUser';
export { WorkspaceGuard, type WorkspaceGuardProps } from './components/WorkspaceGuard';

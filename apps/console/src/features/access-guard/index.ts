export { DeletedWorkspace } from './components/DeletedWorkspace';
export { LoadingScreen } from './components/LoadingScreen';
export { RequireUser, type RequireUserProps } from './components/RequireUser';
export { ServiceUnavailable } from './components/ServiceUnavailable';
export { WorkspaceGuard, type WorkspaceGuardProps } from './components/WorkspaceGuard';

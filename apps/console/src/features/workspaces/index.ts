export { WorkspaceList } from './components/WorkspaceList';

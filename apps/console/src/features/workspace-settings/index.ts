export {
  useWorkspaceSettingsDialogs,
  WorkspaceSettingsDialogs,
  type WorkspaceSettingsDialog,
} from './components/WorkspaceSettingsDialogs';

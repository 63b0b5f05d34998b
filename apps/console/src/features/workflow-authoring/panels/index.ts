export { NodePanel } from './NodePanel';
export { WorkflowSettingsPanel, type WorkflowSettingsPanelProps } from './WorkflowSettingsPanel';
export type { NodePanelProps, NodePanelUpdate } from './types';

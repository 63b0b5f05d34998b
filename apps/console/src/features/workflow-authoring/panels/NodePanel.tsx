import type { WorkflowNode } from '@agentdeck/api-client';
import { AgentPanel } from './AgentPanel';
import { ConditionPanel } from './ConditionPanel';
import { OutputPanel } from './OutputPanel';
import { RetrievalPanel } from './RetrievalPanel';
import { ToolPanel } from './ToolPanel';
import { TriggerPanel } from './TriggerPanel';
import type { NodePanelProps } from './types';

/**
 * The panel of the selected node, by its kind. Each node gets a panel of its own (keyed by id), so
 * selecting another node never shows the first one's unsaved text.
 */
export function NodePanel({ node, ...props }: NodePanelProps<WorkflowNode>) {
  const onChange = props.onChange as NodePanelProps<never>['onChange'];
  const shared = { ...props, onChange };
  switch (node.kind) {
    case 'trigger':
      return <TriggerPanel key={node.id} {...shared} node={node} />;
    case 'agent':
      return <AgentPanel key={node.id} {...shared} node={node} />;
    case 'condition':
      return <ConditionPanel key={node.id} {...shared} node={node} />;
    case 'tool':
      return <ToolPanel key={node.id} {...shared} node={node} />;
    case 'retrieval':
      return <RetrievalPanel key={node.id} {...shared} node={node} />;
    case 'output':
      return <OutputPanel key={node.id} {...shared} node={node} />;
  }
}

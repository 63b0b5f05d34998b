import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { Button, CopyIcon, HelpCircleIcon, LayersIcon, TrashIcon } from '@agentdeck/ui';
import type { Connection } from '../model/graph-edits';
import { ConnectToMenu } from './ConnectToMenu';
import { toolbar, toolbarSpacer } from './editor.css';
import { WorkflowMenu } from './WorkflowMenu';

interface EditorToolbarProps {
  graph: WorkflowGraph;
  /** The one selected node, when exactly one is: what 'Connect to…' starts from. */
  selectedNode: WorkflowNode | undefined;
  hasSelection: boolean;
  canUndo: boolean;
  canRedo: boolean;
  isLayingOut: boolean;
  isReadOnly: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAutoLayout: () => void;
  onConnect: (connection: Connection) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onShowShortcuts: () => void;
  onExport: () => void;
}

/** The editor's actions, each also a keyboard shortcut (listed by Shortcuts). */
export function EditorToolbar(props: EditorToolbarProps) {
  const { graph, selectedNode, hasSelection, isReadOnly } = props;
  return (
    // A group of buttons each reached by Tab, not an arrow-key toolbar: react-aria's Toolbar shares
    // its focus modules with the sign-in page's text field chunk, which grew 4.4 KiB with it.
    <div role="group" aria-label="Editor actions" className={toolbar}>
      <Button variant="secondary" size="sm" onPress={props.onUndo} isDisabled={isReadOnly || !props.canUndo}>
        Undo
      </Button>
      <Button variant="secondary" size="sm" onPress={props.onRedo} isDisabled={isReadOnly || !props.canRedo}>
        Redo
      </Button>
      <Button variant="secondary" size="sm" icon={LayersIcon} onPress={props.onAutoLayout} isDisabled={isReadOnly || graph.nodes.length === 0} isPending={props.isLayingOut}>
        Auto layout
      </Button>
      {selectedNode && !isReadOnly && <ConnectToMenu graph={graph} source={selectedNode} onConnect={props.onConnect} />}
      <Button variant="secondary" size="sm" icon={CopyIcon} onPress={props.onDuplicate} isDisabled={isReadOnly || !hasSelection}>
        Duplicate
      </Button>
      <Button variant="secondary" size="sm" icon={TrashIcon} onPress={props.onDelete} isDisabled={isReadOnly || !hasSelection}>
        Delete
      </Button>
      <span className={toolbarSpacer} />
      <Button variant="secondary" size="sm" icon={HelpCircleIcon} onPress={props.onShowShortcuts}>
        Shortcuts
      </Button>
      <WorkflowMenu onExport={props.onExport} />
    </div>
  );
}

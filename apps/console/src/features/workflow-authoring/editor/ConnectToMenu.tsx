import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { nodeKinds } from '@agentdeck/api-client/workflow';
import { Button, LinkIcon, Menu, MenuItem, MenuSection, MenuTrigger } from '@agentdeck/ui';
import { connectTargets, type Connection } from '../model/graph-edits';
import { sourceHandles } from './flow-elements';

interface ConnectToMenuProps {
  graph: WorkflowGraph;
  source: WorkflowNode;
  onConnect: (connection: Connection) => void;
}

const separator = '\u0000';

/**
 * 'Connect to…': the nodes the selected one may lead to, by keyboard or mouse, without drawing an
 * edge; a condition lists them under each branch that is still free, then else.
 */
export function ConnectToMenu({ graph, source, onConnect }: ConnectToMenuProps) {
  const ways = sourceHandles(source).map((handle) => ({
    handle,
    targets: connectTargets(graph, source.id, handle.id),
  }));
  const isEmpty = ways.every((way) => way.targets.length === 0);
  const item = (handleId: string | undefined, target: WorkflowNode) => (
    <MenuItem key={`${handleId ?? ''}${separator}${target.id}`} id={`${handleId ?? ''}${separator}${target.id}`} textValue={target.label}>
      {`${target.label} (${nodeKinds[target.kind].name})`}
    </MenuItem>
  );
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" icon={LinkIcon} isDisabled={isEmpty}>
        Connect to…
      </Button>
      <Menu
        aria-label={`Connect ${source.label} to`}
        onAction={(key) => {
          const [handle, target] = String(key).split(separator) as [string, string];
          onConnect({ source: source.id, target, ...(handle ? { sourceHandle: handle } : {}) });
        }}
      >
        {source.kind === 'condition'
          ? ways
              .filter((way) => way.targets.length > 0)
              .map((way) => (
                <MenuSection key={way.handle.id} title={way.handle.id === 'else' ? 'From else' : `From branch ${way.handle.label}`}>
                  {way.targets.map((target) => item(way.handle.id, target))}
                </MenuSection>
              ))
          : ways[0]?.targets.map((target) => item(undefined, target))}
      </Menu>
    </MenuTrigger>
  );
}

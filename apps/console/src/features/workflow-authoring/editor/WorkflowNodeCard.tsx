import { nodeKinds } from '@agentdeck/api-client/workflow';
import { Badge, BanIcon, CheckCircleIcon, ClockIcon, CopyIcon, Icon, LoaderIcon, MinusIcon, PencilIcon, PlusIcon, ShieldIcon, WarningIcon, XCircleIcon } from '@agentdeck/ui';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { DiffMark, WorkflowFlowNode } from './flow-elements';
import { isIdleRunState, NODE_RUN_STATE_LABELS, type NodeRunState } from '../run/node-run-states';
import { KIND_ICONS } from './node-kinds';
import { branchHandle, branchName, branchRow, branchRows, handle, nodeBadges, nodeCard, nodeKind, nodeLabel, nodeMarks, nodeSkipped } from './canvas.css';

const markBadges = {
  added: { tone: 'success', icon: PlusIcon, text: 'Added' },
  removed: { tone: 'danger', icon: MinusIcon, text: 'Removed' },
  changed: { tone: 'warning', icon: PencilIcon, text: 'Changed' },
} as const satisfies Record<DiffMark, unknown>;

const runBadges = {
  running: { tone: 'accent', icon: LoaderIcon },
  waiting: { tone: 'warning', icon: ClockIcon },
  done: { tone: 'success', icon: CheckCircleIcon },
  failed: { tone: 'danger', icon: XCircleIcon },
  blocked: { tone: 'danger', icon: ShieldIcon },
  cancelled: { tone: 'neutral', icon: BanIcon },
  skipped: { tone: 'neutral', icon: MinusIcon },
  reused: { tone: 'neutral', icon: CopyIcon },
  notReached: { tone: 'neutral', icon: MinusIcon },
} as const satisfies Record<NodeRunState, unknown>;

/**
 * A workflow node on the canvas: its kind, its label, a badge with its publish-check problems and,
 * in a comparison, whether it was added, removed or changed (by colour, icon and word); while a run
 * is shown, where the run stands at the node (a node that did not run is muted and says why:
 * 'Skipped' on a branch not taken, 'Reused' in a replay, 'Not reached' in debug mode). Edges come
 * in on the left and leave on the right: a condition has one way out per branch, then else.
 */
export function WorkflowNodeCard({ data }: NodeProps<WorkflowFlowNode>) {
  const { node, problemCount, mark, runState, handles } = data;
  const isCondition = node.kind === 'condition';
  return (
    <div className={`${nodeCard}${mark ? ` ${nodeMarks[mark]}` : ''}${isIdleRunState(runState) ? ` ${nodeSkipped}` : ''}`}>
      {nodeKinds[node.kind].acceptsInput && <Handle type="target" position={Position.Left} className={handle} />}
      <div className={nodeKind}>
        <Icon icon={KIND_ICONS[node.kind]} size="sm" />
        {nodeKinds[node.kind].name}
        <span className={nodeBadges}>
          {mark && (
            <Badge tone={markBadges[mark].tone} icon={markBadges[mark].icon}>
              {markBadges[mark].text}
            </Badge>
          )}
          {runState && (
            <Badge tone={runBadges[runState].tone} icon={runBadges[runState].icon}>
              {NODE_RUN_STATE_LABELS[runState]}
            </Badge>
          )}
          {problemCount > 0 && (
            <Badge tone="danger" icon={WarningIcon}>
              {String(problemCount)}
            </Badge>
          )}
        </span>
      </div>
      <p className={nodeLabel} title={node.label}>
        {node.label}
      </p>
      {isCondition ? (
        <ul className={branchRows}>
          {handles.map((each) => (
            <li key={each.id} className={branchRow}>
              <span className={branchName}>{each.label}</span>
              <Handle type="source" position={Position.Right} id={each.id} className={`${handle} ${branchHandle}`} />
            </li>
          ))}
        </ul>
      ) : (
        handles.length > 0 && <Handle type="source" position={Position.Right} className={handle} />
      )}
    </div>
  );
}

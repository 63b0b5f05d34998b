import type { RunStep, WorkflowNode } from '@agentdeck/api-client';
import type { ReplayDependency } from '@agentdeck/api-client/rules';
import { typedRowValue } from '@agentdeck/api-client/rules';
import { sameJson } from '@agentdeck/api-client/workflow';
import { fillTemplate, type RunValues } from '../values';

/** What the chosen graph's node would use that lives outside the graph: its model's name and its prompt's text. */
export interface ReuseLookups {
  modelName(node: WorkflowNode & { kind: 'agent' }): string | undefined;
  promptText(node: WorkflowNode & { kind: 'agent' }): string;
}

/**
 * What the node, run now on the chosen graph with the reused values, would use differently from
 * what its step recorded using: a retrieval's filled query or its source, a tool's filled
 * arguments or the tool, an agent's model or filled prompt. This holds when the graph the original
 * walked is not known (a draft changes), and catches what the graph alone does not (an earlier
 * node renamed, so a template reads nothing). A step reused in the original keeps its attributes
 * but not its calls: what only the calls recorded is not compared.
 */
export function recordedUseChanges(node: WorkflowNode, step: RunStep, calls: readonly RunStep[], values: RunValues, lookups: ReuseLookups): ReplayDependency[] {
  const used = step.attributes;
  const changed: ReplayDependency[] = [];
  switch (node.kind) {
    case 'retrieval': {
      const source = step.reads.find((read) => read.kind === 'retrieval');
      if (source && source.id !== node.data.ragId) changed.push('settings');
      if (typeof used.query === 'string' && used.query !== fillTemplate(node.data.query, values)) changed.push('query');
      break;
    }
    case 'tool': {
      const tool = step.writes.find((write) => write.kind === 'tool');
      if ((tool && tool.id !== node.data.toolId) || (typeof used.toolName === 'string' && used.toolName !== node.data.toolName)) changed.push('tool');
      if (used.arguments !== undefined) {
        const filled = node.data.arguments.filter((row) => row.name.trim()).map((row) => [row.name.trim(), typedRowValue(fillTemplate(row.value, values), row.dataType)]);
        const secrets = node.data.secrets.map((secret) => [secret.name, `vault:${secret.vaultKey}`]);
        if (!sameJson(used.arguments, Object.fromEntries([...filled, ...secrets]))) changed.push('arguments');
      }
      break;
    }
    case 'agent': {
      if (typeof used.model === 'string' && used.model !== lookups.modelName(node)) changed.push('model');
      const call = calls.find((each) => each.parentId === step.id && each.kind === 'model');
      const prompt = (call?.input as { prompt?: unknown } | null)?.prompt;
      if (typeof prompt === 'string' && prompt !== fillTemplate(lookups.promptText(node), values)) changed.push('prompt');
      break;
    }
    default:
      break;
  }
  return changed;
}

import { expressionName } from '@agentdeck/api-client/workflow';
import type { WorkflowNode } from '@agentdeck/api-client';

/**
 * What a run has produced so far, by the name an expression uses for each node (design section
 * 1.1): `input.message`, `input.metadata.*`, `{label}.{variable}`.
 */
export type RunValues = Record<string, Record<string, unknown>>;

export const valuesKey = (node: Pick<WorkflowNode, 'kind' | 'label'>) => expressionName(node);

/** Reads `tool.variable`, where the variable may go deeper into an object (`input.metadata.policy_number`). */
export function readValue(values: RunValues, tool: string, variable: string): unknown {
  let value: unknown = values[tool];
  for (const part of variable.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A value as text in a prompt, a query or an argument. */
export const asText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** Fills each `{{tool.variable}}` with what the run holds; an unknown name becomes empty. */
export function fillTemplate(template: string, values: RunValues): string {
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (_, reference: string) => {
    const dot = reference.indexOf('.');
    return dot > 0 ? asText(readValue(values, reference.slice(0, dot), reference.slice(dot + 1))) : asText(values[reference]);
  });
}

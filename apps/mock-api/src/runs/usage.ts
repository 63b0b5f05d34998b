import { usageModels, type Run } from '@agentdeck/api-client';
import type { UsageRepository } from '../usage/usage-repository';
import type { StepFigures } from './run-records';

/**
 * The dashboard's model names (spec 000 section 3.7) by provider; a provider hosting others'
 * models (Ollama's Mistral) counts under the model's family when the dashboard names it, and
 * otherwise under its own name.
 */
const usageModelByProvider: Record<string, (typeof usageModels)[number]> = {
  'Google Gemini': 'Gemini',
  Anthropic: 'Claude',
  OpenAI: 'OpenAI',
  'Azure OpenAI': 'OpenAI',
  Mistral: 'Mistral',
};

/**
 * Adds a finished run to the usage records the dashboard reads (design section 2.2): its
 * workflow's executions, the tokens of each model call (kept in thousands, as the seeded
 * months are) and its credits, in the month it ended. Written with the run's `run.finished` event
 * (`run-projector.ts`), so a run counts once.
 */
export function addRunUsage(usage: UsageRepository, workspaceId: string, run: Run, steps: readonly StepFigures[]): void {
  const ended = new Date(run.endedAt ?? run.startedAt);
  const year = ended.getUTCFullYear();
  const month = ended.getUTCMonth() + 1;
  const tokensByModel = new Map<string, number>();
  for (const step of steps) {
    if (step.kind !== 'model') continue;
    const provider = String(step.provider ?? '');
    const family = usageModels.find((name) => (step.model ?? '').toLowerCase().startsWith(name.toLowerCase()));
    const model = usageModelByProvider[provider] ?? family ?? (provider || (step.model ?? ''));
    tokensByModel.set(model, (tokensByModel.get(model) ?? 0) + step.tokens);
  }
  usage.addExecution(workspaceId, run.workflowName, year, month, 1);
  for (const [model, tokens] of tokensByModel) usage.add(workspaceId, { type: 'tokens', model, year, month, usage: tokens / 1000 });
  if (run.credits > 0) usage.add(workspaceId, { type: 'credits', model: '', year, month, usage: run.credits });
}

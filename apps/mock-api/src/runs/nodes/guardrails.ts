import type { RunStep } from '@agentdeck/api-client';
import type { NodeContext } from '../node-context';
import { StepFailure } from '../step-failure';

export const MASK = '[MASKED]';

interface Guardrail {
  id: string;
  guardrailName: string;
  sourceType: string;
  regex?: { value?: string };
  handlingType: 'MASK' | 'BLOCK';
  criteria: ('PRE' | 'POST')[];
}

/**
 * Applies an agent's guardrails of one stage (spec 002: PRE on what goes to the model, POST on
 * its answer), each as a step of its own. A match of a BLOCK guardrail ends the run `blocked`,
 * naming it; a MASK guardrail replaces each match. Intelligent and API sources need a model or a
 * service the mock API does not have: they are recorded as not evaluated.
 */
export async function applyGuardrails(
  stage: 'PRE' | 'POST',
  guardrailIds: readonly string[],
  text: string,
  context: NodeContext,
  parent: RunStep,
): Promise<string> {
  let current = text;
  for (const id of guardrailIds) {
    const guardrail = context.records.get('guardrail', id) as unknown as Guardrail | undefined;
    if (!guardrail) throw new StepFailure(`The guardrail '${id}' of '${parent.name}' is not in this workspace (deleted?)`);
    if (!guardrail.criteria.includes(stage)) continue;
    const init = { parentId: parent.id, nodeId: parent.nodeId, kind: 'guardrail' as const, name: guardrail.guardrailName, attributes: { stage, handlingType: guardrail.handlingType } };
    const checked = await context.recorder.step(
      init,
      async (step) => {
        const pattern = guardrail.sourceType === 'REGEX' && guardrail.regex?.value ? new RegExp(guardrail.regex.value, 'gi') : undefined;
        if (!pattern) {
          context.recorder.log(step, 'warn', `${guardrail.guardrailName} (${guardrail.sourceType}) is not evaluated by the mock API`);
          return { output: { matched: false, evaluated: false }, text: current };
        }
        const matches = current.match(pattern)?.length ?? 0;
        if (matches === 0) return { output: { matched: false }, text: current };
        if (guardrail.handlingType === 'BLOCK') throw new StepFailure(`Blocked by the guardrail '${guardrail.guardrailName}' (${stage === 'PRE' ? 'before' : 'after'} the model)`, 'blocked');
        context.recorder.log(step, 'warn', `${guardrail.guardrailName} masked ${matches} match${matches === 1 ? '' : 'es'}`);
        return { output: { matched: true, masked: matches }, text: current.replace(pattern, MASK) };
      },
      context.signal,
    );
    current = checked.text;
  }
  return current;
}

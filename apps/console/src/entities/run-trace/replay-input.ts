import { formatIssues, runInputSchema, type RunInput } from '@agentdeck/api-client';

/** The Re-run dialog's input, as the member edits it: the run's input as indented JSON. */
export const replayInputText = (input: RunInput): string => JSON.stringify(input, null, 2);

/**
 * The edited input, read as the contract reads a run's input (a `message` and `metadata`), or
 * why it cannot be: not JSON, or JSON that is not a run's input (each problem in words).
 */
export function parseReplayInput(text: string): { input: RunInput } | { problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: ['The input is not valid JSON'] };
  }
  const parsed = runInputSchema.safeParse(value);
  return parsed.success ? { input: parsed.data } : { problems: formatIssues(parsed.error.issues) };
}

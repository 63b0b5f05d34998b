import { requiredMessage } from '@agentdeck/api-client/rules';

export const addToDatasetMessages = {
  dataset: 'Please choose a dataset',
  name: requiredMessage('dataset name'),
  added: (name: string) => `Item added to ${name}`,
  failed: "Something went wrong! We couldn't add the item",
} as const;

/** A run's output as the expected output's text: text as it is, anything else as JSON. */
export const expectedOutputText = (output: unknown) =>
  output === null || output === undefined ? '' : typeof output === 'string' ? output : JSON.stringify(output, null, 2);

/** The expected output from its text: a JSON object or array when it reads as one, else the text (null when empty). */
export function expectedOutputOf(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

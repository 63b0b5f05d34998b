import type { KeyValueRow } from '@agentdeck/api-client/rules';

/** An attribute's sample value by its type (spec 000 section 9): '', 0, 0, false, and JSON for list or dict. */
const sampleOf = (dataType: string): unknown =>
  ({ string: '', int: 0, float: 0, bool: false, list: [], dict: {} })[dataType] ?? '';

/**
 * The curl sample of the feedback endpoint: the payload of spec 000 section 3.1 (api_key,
 * session_id, feedback_message, feedback_data, agent_id) with a sample value per feedback attribute.
 */
export function feedbackCurl({ url, key, agentId, attributes }: { url: string; key: string; agentId: string; attributes: readonly Partial<KeyValueRow>[] }) {
  const feedbackData = Object.fromEntries(attributes.filter((row) => row.name).map((row) => [row.name, sampleOf(row.dataType ?? 'string')]));
  const payload = {
    api_key: key,
    session_id: '<session id>',
    feedback_message: 'The answer missed the policy exclusions.',
    feedback_data: feedbackData,
    agent_id: agentId,
  };
  const body = JSON.stringify(payload, null, 2).replaceAll("'", "'\\''");
  return `curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

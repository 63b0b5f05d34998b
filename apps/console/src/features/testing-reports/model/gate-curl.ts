/** The gate's thresholds as the sample sets them: what the CI pipeline would usually ask. */
const SAMPLE_THRESHOLDS = 'minPassRate=0.9&maxRegressions=0';

/**
 * The command a CI pipeline runs to gate on an experiment: `GET …/experiments/{id}/gate` with
 * thresholds, failing the step (`--fail`) when the API refuses, and `jq -e` failing it when the
 * gate answers `"pass": false`.
 */
export function gateCurl({ apiUrl, wid, experimentId }: { apiUrl: string; wid: string; experimentId: string }): string {
  const url = `${apiUrl.replace(/\/$/, '')}/workspaces/${encodeURIComponent(wid)}/experiments/${encodeURIComponent(experimentId)}/gate?${SAMPLE_THRESHOLDS}`;
  return `curl --fail --silent --show-error '${url}' \\\n  -H "Authorization: Bearer $AGENTDECK_TOKEN" \\\n  | jq -e '.pass'`;
}

import { useApiClient } from '@agentdeck/api-client/hooks';
import { apiToolBody, type ApiToolFormOutput } from '@agentdeck/forms';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

/**
 * What 'Verifying' verifies (a decision; spec 001 only names the state): before an API tool is
 * saved, the mock API calls its URL with its method, its complete header rows and its
 * authorization, vault keys resolved on the server, and the save goes on only when the API
 * answers (see `apiTool.check`). A refusal throws the server's reason, which the form shows.
 */
export function useVerifyApi() {
  const client = useApiClient();
  const { id: wid } = useCurrentWorkspace();
  return async (values: ApiToolFormOutput) => {
    const { url, method, headers, authorization } = apiToolBody(values).configurations;
    await client.call('apiTool.check', { params: { wid }, body: { url, method, headers, authorization } });
  };
}

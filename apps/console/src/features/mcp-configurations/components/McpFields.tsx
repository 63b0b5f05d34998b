import { MCP_TRANSPORTS } from '@agentdeck/api-client/rules';
import { useMcpTools } from '@agentdeck/api-client';
import { canLoadMcpTools, FormSelect, FormTextArea, FormTextField, useFormStatus, type McpFormValues } from '@agentdeck/forms';
import { Checkbox, CheckboxGroup } from '@agentdeck/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AuthorizationFields } from '../../../entities/authorization';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

const TRANSPORT_LABELS: Record<string, string> = { sse: 'SSE', streamable_http: 'Streamable HTTP', stdio: 'stdio' };
const transportItems = MCP_TRANSPORTS.map((transport) => ({ id: transport, label: TRANSPORT_LABELS[transport]! }));

// Spec 001 section 4, quoted exactly.
export const TOOLS_UNAVAILABLE = 'Unable to retrieve tools for the given URL. Please verify the URL and try again.';

interface RiskHints {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  openWorldHint?: boolean;
}

/** The risk hints a server declares for a tool, in words; none when it declares none. */
function describeRisk(hints: RiskHints | undefined): string {
  if (!hints) return '';
  const words = [
    hints.readOnlyHint === true && 'read-only',
    hints.readOnlyHint === false && (hints.destructiveHint ? 'destructive' : 'makes changes'),
    hints.openWorldHint === true && 'reaches outside services',
  ].filter(Boolean);
  return words.length ? ` (${words.join(', ')})` : '';
}

/** The New/Edit MCP Config fields (spec 001 sections 2 to 5). */
export function McpFields() {
  const { control } = useFormContext<McpFormValues>();
  const { isReadOnly } = useFormStatus();
  const { id: wid } = useCurrentWorkspace();
  const [url, transport, authorization] = useWatch({ control, name: ['url', 'transport', 'authorization'] });
  const ready = canLoadMcpTools({ url, transport });
  const tools = useMcpTools(
    ready
      ? { params: { wid }, body: { type: 'mcp', config: { url: url!, transport: transport!, type: 'SERVER', authorization: authorization ?? undefined } } }
      : null,
  );
  return (
    <>
      <FormTextField control={control} name="name" label="Server Name" isRequired autoComplete="off" />
      <FormTextField control={control} name="url" label="Server URL" isRequired type="url" autoComplete="off" />
      <FormSelect control={control} name="transport" label="Transport" isRequired items={transportItems} placeholder="Select Transport" />
      <Controller
        control={control}
        name="selectedTools"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            label="Available Tools"
            isRequired
            isReadOnly={isReadOnly}
            value={field.value ?? []}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={tools.error ? TOOLS_UNAVAILABLE : fieldState.error?.message}
            description={!ready ? 'Enter a valid server URL and transport to load its tools.' : tools.isLoading ? 'Loading tools…' : undefined}
          >
            {(tools.error ? [] : (tools.data ?? [])).map((tool) => (
              <Checkbox key={tool.name} value={tool.name} description={`${tool.description}${describeRisk(tool.annotations)}`}>
                {tool.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      />
      <FormTextArea control={control} name="description" label="Description" />
      <AuthorizationFields />
    </>
  );
}

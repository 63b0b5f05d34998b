import { MCP_TRANSPORT_LABELS, MCP_TRANSPORTS } from '@agentdeck/api-client/rules';
import { useMcpTools } from '@agentdeck/api-client/hooks';
import { canLoadMcpTools, FormSelect, FormTextArea, FormTextField, useFormStatus, type McpFormValues } from '@agentdeck/forms';
import { Checkbox, CheckboxGroup, toast } from '@agentdeck/ui';
import { useEffect, useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AuthorizationFields, authorizationRequest } from '../../../entities/authorization';
import { useSettledValue } from '../../../hooks/use-settled-value';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { RecordFieldsProps } from '../../../lib/records';
import { describeRisk } from '../model/risk';

const transportItems = MCP_TRANSPORTS.map((transport) => ({ id: transport, label: MCP_TRANSPORT_LABELS[transport] }));

// Spec 001 section 8, quoted exactly.
export const TOOLS_UNAVAILABLE = 'Unable to retrieve tools for the given URL. Please verify the URL and try again.';
/** A stored 'stdio' server runs beside an agent, not at a URL: the form says so (spec 001 section 9). */
export const STDIO_NOTICE = 'Stored with the stdio transport, which the console cannot reach. Choose SSE or Streamable HTTP to load its tools.';

/** The New/Edit MCP Config fields (spec 001 sections 2 to 5). */
export function McpFields({ record }: RecordFieldsProps<'mcpServer', undefined>) {
  const { control, getValues, setValue } = useFormContext<McpFormValues>();
  const { isReadOnly } = useFormStatus();
  const { id: wid } = useCurrentWorkspace();
  const [url, transport, authorization] = useWatch({ control, name: ['url', 'transport', 'authorization'] });
  const ready = canLoadMcpTools({ url, transport });
  const auth = authorizationRequest(authorization);
  // The tools load once URL and transport are valid (spec 001 section 4), for the settled text, with
  // a complete authorization or none: never for each keystroke or half an authorization.
  const current =
    ready && auth !== 'incomplete'
      ? { params: { wid }, body: { type: 'mcp', config: { url: url!, transport: transport!, type: 'SERVER' as const, ...(auth ? { authorization: auth } : {}) } } }
      : null;
  const settled = useSettledValue(current);
  const request = JSON.stringify(settled) === JSON.stringify(current) ? settled : null;
  const tools = useMcpTools(request, {
    shouldRetryOnError: false,
    onError: () => toast.error(TOOLS_UNAVAILABLE),
  });
  const available = useMemo(() => (tools.error ? [] : (tools.data ?? [])), [tools.error, tools.data]);

  // Chosen tools the server no longer offers are dropped once it answers. A failure keeps the
  // choice: on the way to a new URL and transport (the URL changed first) the lookup fails in
  // between, and the tools chosen before must still be there when the server answers again.
  useEffect(() => {
    if (isReadOnly || !tools.data) return;
    const names = new Set(tools.data.map((tool) => tool.name));
    const chosen = getValues('selectedTools') ?? [];
    const kept = chosen.filter((name) => names.has(name));
    if (kept.length !== chosen.length) setValue('selectedTools', kept, { shouldValidate: true });
  }, [tools.data, isReadOnly, getValues, setValue]);

  const storedStdio = record?.configurations.transport === 'stdio' && !transport;
  const waiting = !ready
    ? 'Enter a valid server URL and transport to load its tools.'
    : auth === 'incomplete'
      ? 'Complete the authorization to load its tools.'
      : tools.isLoading || request === null
        ? 'Loading tools…'
        : undefined;
  return (
    <>
      <FormTextField control={control} name="name" label="Server Name" isRequired autoComplete="off" />
      <FormTextField control={control} name="url" label="Server URL" isRequired type="url" autoComplete="off" />
      <FormSelect
        control={control}
        name="transport"
        label="Transport"
        isRequired
        items={transportItems}
        placeholder={storedStdio ? 'stdio' : 'Select Transport'}
        description={storedStdio ? STDIO_NOTICE : undefined}
      />
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
            isInvalid={fieldState.invalid || Boolean(tools.error)}
            errorMessage={tools.error ? TOOLS_UNAVAILABLE : fieldState.error?.message}
            description={tools.error ? undefined : waiting}
          >
            {available.map((tool) => (
              <Checkbox key={tool.name} value={tool.name} description={`${tool.description}${describeRisk(tool.annotations)}`}>
                {tool.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      />
      <FormTextArea control={control} name="description" label="Description" isRequired />
      <AuthorizationFields />
    </>
  );
}

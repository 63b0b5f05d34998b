import { toolDataSchema, type NodeOfKind } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { FormKeyValueRows, FormRadioGroup, FormSelect, useFieldChange } from '@agentdeck/forms';
import { Radio } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { apiToolSelector, mcpServerSelector } from '../../../entities/selectors';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { FormRecordSelector } from '../../../lib/records';
import { NodePanelFrame } from './NodePanelFrame';
import { upstreamVariables } from './template-variables';
import type { NodePanelProps } from './types';
import { useNodeForm } from './use-node-form';

type ToolNode = NodeOfKind<'tool'>;

// An API tool has no tool name: the form keeps the MCP one picked before, should the member switch back.
const toolData = toolDataSchema.transform((data): ToolNode['data'] => {
  if (data.toolType === 'mcp') return data;
  const { toolName: _mcpOnly, ...api } = data;
  return api;
});

/**
 * A tool (design section 1.1): an API tool, or a tool of an MCP server, each picked in its
 * selector, and the arguments it is called with as rows of name, data type and value; a value
 * may hold `{{variable}}`, completed from what this node can reach (as its conditions can).
 */
export function ToolPanel({ isReadOnly = false, ...props }: NodePanelProps<ToolNode>) {
  const form = useNodeForm(props, toolData);
  const toolType = useFieldChange(form.control, 'data.toolType', () => form.setValue('data.toolId', ''));
  useFieldChange(form.control, 'data.toolId', () => form.setValue('data.toolName', ''));
  const variables = useMemo(() => upstreamVariables(props.graph, props.node.id), [props.graph, props.node.id]);
  return (
    <NodePanelFrame title="Tool" form={form} isReadOnly={isReadOnly}>
      <FormRadioGroup control={form.control} name="data.toolType" label="Tool type" isRequired orientation="horizontal">
        <Radio value="api">API tool</Radio>
        <Radio value="mcp">MCP tool</Radio>
      </FormRadioGroup>
      {toolType === 'mcp' ? (
        <>
          <FormRecordSelector key="mcp" selector={mcpServerSelector} name="data.toolId" />
          <McpToolName />
        </>
      ) : (
        <FormRecordSelector key="api" selector={apiToolSelector} name="data.toolId" />
      )}
      <FormKeyValueRows
        name="data.arguments"
        label="Arguments"
        addLabel="Add argument"
        emptyText="No arguments: the tool is called without any."
        completions={variables}
      />
    </NodePanelFrame>
  );
}

/** The MCP server's tool to call: one of the tools chosen on the server's record ('Available Tools'). */
function McpToolName() {
  const { id: wid } = useCurrentWorkspace();
  const serverId = useWatch<ToolNodeValues, 'data.toolId'>({ name: 'data.toolId' });
  const { data: servers } = resourceHooks.mcpServer.useList(wid);
  const tools = servers?.find((server) => server.id === serverId)?.configurations.selected_tools ?? [];
  return (
    <FormSelect<ToolNodeValues, 'data.toolName'>
      name="data.toolName"
      label="MCP tool"
      isRequired
      isDisabled={!serverId}
      placeholder={serverId ? 'Select a tool' : 'Select an MCP server first'}
      items={tools.map((tool) => ({ id: tool, label: tool }))}
      emptyText="This MCP server has no tools chosen"
    />
  );
}

type ToolNodeValues = { label: string; data: ToolNode['data'] };

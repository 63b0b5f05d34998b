import { checkMessages } from '../check-messages';
import { referenceAt } from './reference-at';
import type { NodeKindDefinition, NodeProblem } from './types';

/** Calls an API tool or a tool of an MCP server, with its arguments and the vault keys of its secrets. */
export const toolKind: NodeKindDefinition<'tool'> = {
  name: 'Tool',
  defaultData: () => ({ toolType: 'api', toolId: '', toolName: '', arguments: [], secrets: [] }),
  passesOn: 'output',
  outputHandles: () => [{ id: undefined }],
  acceptsInput: true,
  problems: (node) => {
    const problems: NodeProblem[] = [];
    if (!node.data.toolId) problems.push(['required', checkMessages.toolRequired(node)]);
    else if (node.data.toolType === 'mcp' && !node.data.toolName) problems.push(['required', checkMessages.mcpToolRequired(node)]);
    if (node.data.secrets.some((secret) => !secret.name.trim() || !secret.vaultKey)) problems.push(['required', checkMessages.secretIncomplete(node)]);
    return problems;
  },
  references: (node) => [
    ...referenceAt(['toolId'], node.data.toolType === 'api' ? 'apiTool' : 'mcpServer', node.data.toolId),
    ...node.data.secrets.flatMap((secret, index) => referenceAt(['secrets', index, 'vaultKey'], 'vault', secret.vaultKey, 'name')),
  ],
  outputs: [
    { name: 'response', type: 'dict', description: "The tool's response" },
    { name: 'status', type: 'int', description: 'The HTTP status of an API tool' },
  ],
  catalogueCategory: 'Tools',
};

import { describe, expect, it } from 'vitest';
import { node } from '../../../test/workflow-graphs';
import { workflowNodeSchema, type NodeKind, type NodeOfKind, type WorkflowNode } from '../../schemas/workflow';
import { checkMessages } from '../check-messages';
import { ELSE_HANDLE, NODE_KINDS } from '../constants';
import { defaultNodeData, handleName, kindOf, namedHandleIds, nodeKinds, outputHandles } from '.';

const newNode = <K extends NodeKind>(kind: K): NodeOfKind<K> =>
  ({ id: kind, kind, label: nodeKinds[kind].name, position: { x: 0, y: 0 }, data: defaultNodeData(kind) }) as unknown as NodeOfKind<K>;

const condition = (branches: { id: string; label: string }[]): NodeOfKind<'condition'> => ({
  ...(node('condition', 'route', 'Route') as NodeOfKind<'condition'>),
  data: { branches: branches.map((branch) => ({ ...branch, expression: 'input.message == "x"' })) },
});

const problemsOf = (each: WorkflowNode) => kindOf(each).problems(each, { catalogue: () => [] });

describe('the node kinds registry', () => {
  it('has one entry for each kind of the contract, and no other', () => {
    expect(Object.keys(nodeKinds).sort()).toEqual([...NODE_KINDS].sort());
  });

  it.each(NODE_KINDS)('starts a new %s node with data the contract reads back unchanged', (kind) => {
    const created = newNode(kind);
    expect(workflowNodeSchema.parse(created)).toEqual(created);
  });

  it('gives each new node its own data, never one shared object', () => {
    const first = defaultNodeData('condition');
    first.branches.push({ id: 'branch-2', label: 'Branch 2', expression: '' });
    expect(defaultNodeData('condition').branches).toHaveLength(1);
  });

  it('asks a new node to fill in its required fields, in the words of the publish check', () => {
    expect(problemsOf(newNode('trigger'))).toEqual([]);
    expect(problemsOf(newNode('output'))).toEqual([]);
    expect(problemsOf(newNode('tool'))).toEqual([['required', checkMessages.toolRequired(newNode('tool'))]]);
    expect(problemsOf(newNode('retrieval'))).toEqual([
      ['required', checkMessages.retrievalRequired(newNode('retrieval'))],
      ['required', checkMessages.queryRequired(newNode('retrieval'))],
    ]);
    expect(problemsOf(newNode('condition'))).toEqual([['required', checkMessages.emptyExpression(newNode('condition'), 'Branch 1')]]);
    expect(problemsOf(newNode('agent')).length).toBeGreaterThan(0);
    expect(problemsOf(newNode('agent')).every(([rule]) => rule === 'required')).toBe(true);
  });

  it('lets edges lead into every kind but the trigger', () => {
    expect(NODE_KINDS.filter((kind) => nodeKinds[kind].acceptsInput)).toEqual(['agent', 'condition', 'tool', 'retrieval', 'output']);
  });

  it('gives an output no way out and every other kind but the condition one unnamed way out', () => {
    expect(outputHandles(newNode('output'))).toEqual([]);
    for (const kind of ['trigger', 'agent', 'tool', 'retrieval'] as const) {
      expect(outputHandles(newNode(kind))).toEqual([{ id: undefined }]);
      expect(namedHandleIds(newNode(kind))).toEqual([]);
    }
  });

  it("gives a condition one way out per branch, in the branches' order, then else", () => {
    const route = condition([
      { id: 'urgent', label: 'Urgent' },
      { id: 'refund', label: 'Refund' },
    ]);
    expect(outputHandles(route)).toEqual([
      { id: 'urgent', label: 'Urgent' },
      { id: 'refund', label: 'Refund' },
      { id: ELSE_HANDLE, label: 'else' },
    ]);
    const reordered = condition([
      { id: 'refund', label: 'Refund' },
      { id: 'urgent', label: 'Urgent' },
    ]);
    expect(namedHandleIds(reordered)).toEqual(['refund', 'urgent', ELSE_HANDLE]);
    expect(namedHandleIds(condition([]))).toEqual([ELSE_HANDLE]);
  });

  it('names a handle by its label as written, else by its id', () => {
    const route = condition([
      { id: 'urgent', label: 'Urgent' },
      { id: 'branch-2', label: '' },
    ]);
    expect(handleName(route, 'urgent')).toBe('Urgent');
    expect(handleName(route, 'branch-2')).toBe('branch-2');
    expect(handleName(route, ELSE_HANDLE)).toBe('else');
    expect(handleName(route, 'gone')).toBe('gone');
    expect(handleName(undefined, 'gone')).toBe('gone');
  });

  it('lists the records a node names, a vault key by its name', () => {
    const tool: NodeOfKind<'tool'> = {
      ...newNode('tool'),
      data: { toolType: 'mcp', toolId: 'mcp-1', toolName: 'search', arguments: [], secrets: [{ name: 'token', vaultKey: 'SEARCH_TOKEN' }] },
    };
    expect(kindOf(tool).references(tool)).toEqual([
      { path: ['toolId'], resource: 'mcpServer', by: 'id', value: 'mcp-1' },
      { path: ['secrets', 0, 'vaultKey'], resource: 'vault', by: 'name', value: 'SEARCH_TOKEN' },
    ]);
    const graphRetrieval: NodeOfKind<'retrieval'> = { ...newNode('retrieval'), data: { ragType: 'graph', ragId: 'kg-1', query: '' } };
    expect(kindOf(graphRetrieval).references(graphRetrieval)).toEqual([{ path: ['ragId'], resource: 'graphRag', by: 'id', value: 'kg-1' }]);
    expect(kindOf(newNode('trigger')).references(newNode('trigger'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  operations,
  referableResources,
  referenceFields,
  resourceKeys,
  resources,
  usedBy,
  validate,
  valuesAt,
  type ResourceKey,
} from '../src';

/** The schema at a dotted path of an object schema (`*` for a list's items), or undefined. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path.split('.')) {
    current = current && unwrap(current);
    const def = current?._zod.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType } | undefined;
    if (step === '*') current = def?.type === 'array' ? def.element : undefined;
    else current = def?.type === 'object' ? def.shape?.[step] : undefined;
  }
  return current && unwrap(current);
}

function unwrap(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

const record = (id: string, fields: Record<string, unknown>) => ({ id, isReadOnly: false, ...fields });

describe('the reference fields', () => {
  it('name a text field of the resource body at every declared path', () => {
    for (const key of resourceKeys) {
      for (const field of referenceFields[key] ?? []) {
        const schema = schemaAt(resources[key].create, field.path);
        expect(schema?._zod.def.type, `${key}: ${field.path}`).toBe('string');
      }
    }
  });

  it('make every model, secret, prompt, tool, RAG, database, broker, guardrail, connector, knowledge base and workflow tag referable, and nothing else', () => {
    expect(referableResources).toEqual([
      'llm',
      'slm',
      'embeddingModel',
      'rerankingModel',
      'vault',
      'promptTemplate',
      'database',
      'mcpServer',
      'apiTool',
      'vectorRag',
      'graphRag',
      'connector',
      'messageBroker',
      'guardrail',
      'knowledgeBase',
      'workflowTag',
    ]);
  });

  it('read the text values of a path, into every item of a list', () => {
    const agent = { configurations: { mcpServers: ['m1', 'm2'] }, tools: [{ id: 'a1' }, { id: '' }, {}] };
    expect(valuesAt(agent, 'configurations.mcpServers.*')).toEqual(['m1', 'm2']);
    expect(valuesAt(agent, 'tools.*.id')).toEqual(['a1']);
    expect(valuesAt(agent, 'configurations.knowledgeBase')).toEqual([]);
    expect(valuesAt({ tools: 'not a list' }, 'tools.*.id')).toEqual([]);
  });
});

describe('usedBy', () => {
  const records = {
    vault: [record('v1', { keyName: 'openai-key' }), record('v2', { keyName: 'unused-key' })],
    llm: [record('l1', { name: 'GPT-4o', apiKeyReference: 'openai-key' })],
    slm: [record('s1', { name: 'Phi', configurations: { apiAuthorization: 'openai-key' } })],
    apiTool: [record('t1', { name: 'Lookup', configurations: { authorization: { authType: 'apiKey', meta: { headerValue: 'openai-key' } } } })],
    guardrail: [record('g1', { guardrailName: 'Tone check', intelligentSources: { id: 's1', isSLM: true }, apis: [] })],
    agent: [
      record('a1', { name: 'Intake', llmId: 'l1', tools: [], configurations: { guardrails: ['g1'] } }),
      record('a2', { name: 'Claims triage', slmId: 's1', tools: [{ id: 't1', type: 'API' }], configurations: {} }),
      record('a3', { name: 'Unrelated', llmId: 'l9', tools: [], configurations: {} }),
    ],
  } satisfies { [K in ResourceKey]?: Array<{ id: string } & Record<string, unknown>> };

  it('finds the records naming a vault key by its key name, then those using them, each once', () => {
    expect(usedBy({ resource: 'vault', record: records.vault[0]! }, records)).toEqual([
      { resource: 'llm', id: 'l1', name: 'GPT-4o', direct: true },
      { resource: 'slm', id: 's1', name: 'Phi', direct: true },
      { resource: 'apiTool', id: 't1', name: 'Lookup', direct: true },
      { resource: 'agent', id: 'a2', name: 'Claims triage', direct: false },
      { resource: 'agent', id: 'a1', name: 'Intake', direct: false },
      { resource: 'guardrail', id: 'g1', name: 'Tone check', direct: false },
    ]);
  });

  it('finds the records naming a record by id, and nothing for a record no one names', () => {
    expect(usedBy({ resource: 'guardrail', record: records.guardrail[0]! }, records)).toEqual([
      { resource: 'agent', id: 'a1', name: 'Intake', direct: true },
    ]);
    expect(usedBy({ resource: 'vault', record: records.vault[1]! }, records)).toEqual([]);
    expect(usedBy({ resource: 'agent', record: records.agent[0]! }, records)).toEqual([]);
  });

  it('finds the workflows carrying a tag', () => {
    const tagged = {
      workflowTag: [record('tag1', { name: 'claims' })],
      workflow: [
        record('w1', { name: 'Refunds', tagIds: ['tag1'] }),
        record('w2', { name: 'Intake', tagIds: ['tag2', 'tag1'] }),
        record('w3', { name: 'Untagged', tagIds: [] }),
      ],
    };
    expect(usedBy({ resource: 'workflowTag', record: tagged.workflowTag[0]! }, tagged)).toEqual([
      { resource: 'workflow', id: 'w2', name: 'Intake', direct: true },
      { resource: 'workflow', id: 'w1', name: 'Refunds', direct: true },
    ]);
  });

  it("finds the workflows whose draft names a record, by the node's kind, and those using it through one", () => {
    const draft = {
      nodes: [
        { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
        { id: 'lookup', kind: 'tool', label: 'Lookup', position: { x: 1, y: 0 }, data: { toolType: 'api', toolId: 't1', arguments: [], secrets: [{ name: 'key', vaultKey: 'unused-key' }] } },
      ],
      edges: [],
      settings: {},
    };
    const withWorkflow = { ...records, workflow: [record('w1', { name: 'Claims flow', tagIds: [], draft })] };
    expect(usedBy({ resource: 'apiTool', record: records.apiTool[0]! }, withWorkflow)).toEqual([
      { resource: 'agent', id: 'a2', name: 'Claims triage', direct: true },
      { resource: 'workflow', id: 'w1', name: 'Claims flow', direct: true },
    ]);
    expect(usedBy({ resource: 'vault', record: records.vault[1]! }, withWorkflow)).toEqual([
      { resource: 'workflow', id: 'w1', name: 'Claims flow', direct: true },
    ]);
  });

  it('lists a record reached along two paths once', () => {
    const looped = {
      connector: [record('c1', { name: 'Feedback connector', configurations: { databaseId: 'd1' } })],
      database: [record('d1', { name: 'Warehouse', configurations: { password: 'pg' } })],
      vault: [record('v1', { keyName: 'pg' })],
      agent: [record('a1', { name: 'Looper', configurations: { connectors: ['c1'], selfLearning: { feedbackRequestIntegration: { id: 'c1' } } } })],
    };
    expect(usedBy({ resource: 'vault', record: looped.vault[0]! }, looped).map((use) => use.name)).toEqual([
      'Warehouse',
      'Looper',
      'Feedback connector',
    ]);
  });
});

describe('the used-by query', () => {
  const query = operations['records.usedBy'].query;

  it('takes a resource of the contract and a record id', () => {
    expect(validate(query, { resource: 'vault', id: 'v1' })).toEqual({ success: true, data: { resource: 'vault', id: 'v1' } });
  });

  it('lists each problem of a bad query', () => {
    expect(validate(query, { resource: 'spaceship', extra: '1' })).toEqual({
      success: false,
      errors: [`resource: Must be one of ${resourceKeys.join(', ')}`, 'id: Required', 'extra: Unrecognized field'],
    });
  });
});

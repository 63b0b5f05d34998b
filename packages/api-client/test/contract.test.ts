import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues, operations, resourceKeys, resourceOperations, resources, validate } from '../src';
import { createResourceHooks, swrDefaults } from '../src/hooks';

describe('the contract', () => {
  it('has the 21 resources at distinct paths, with strict create bodies', () => {
    expect(resourceKeys).toHaveLength(21);
    expect(new Set(resourceKeys.map((k) => resources[k].path)).size).toBe(21);
    for (const key of resourceKeys) {
      expect(resources[key].create.safeParse({ unknownField: 1 }).error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
    }
  });

  it('never has a vault keyValue in a record, while create and update require it', () => {
    expect(Object.keys(resources.vault.record.shape)).not.toContain('keyValue');
    const body = { keyName: 'k', description: 'The key of the support agents', isActive: true };
    expect(validate(resources.vault.create, body)).toEqual({ success: false, errors: ['keyValue: Please enter a secret value'] });
    expect(validate(resources.vault.update, { keyValue: 'new', description: body.description }).success).toBe(true);
    expect(validate(resources.vault.update, { keyName: 'renamed', keyValue: 'new', description: body.description })).toEqual({
      success: false,
      errors: ['keyName: Unrecognized field'],
    });
  });

  it('reads back stored records that today\'s rules would refuse, keeping their shape', () => {
    const stored = {
      id: 'db-1', isReadOnly: false, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Legacy name with a trailing space ', description: 'abc', type: 'Vector',
      configurations: { provider: 'Chroma', endpoint: 'http://chroma.internal:8000', legacyField: true },
    };
    expect(resources.database.create.safeParse(stored).success).toBe(false);
    expect(resources.database.record.parse(stored)).toMatchObject({ name: stored.name, configurations: { provider: 'Chroma' } });
    expect(resources.database.record.safeParse({ ...stored, type: 3 }).success).toBe(false);
  });

  it('gives every operation a method, a path and a response schema', () => {
    const all = [...Object.values(operations), ...resourceKeys.flatMap((k) => Object.values(resourceOperations(k)))];
    for (const op of all) {
      expect(op.path.startsWith('/')).toBe(true);
      expect(op.response).toBeInstanceOf(z.ZodType);
      // The chatbot service's tool lookup names its workspace in the header alone.
      const headerOnly = op === operations['chatbot.mcpTools'];
      expect(op.workspace).toBe(op.path.includes(':wid') || headerOnly);
    }
  });
});

describe('formatIssues', () => {
  it('writes one entry per problem with the field path, and never echoes a value', () => {
    const schema = z.strictObject({ name: z.string(), port: z.number().max(10, 'Port cannot exceed 10'), nested: z.strictObject({ a: z.string() }) });
    const result = schema.safeParse({ port: 99, nested: { a: 'secret-value', b: 1 }, x: 'secret-value', y: 2 }, { reportInput: true });
    const errors = formatIssues(result.error!.issues);
    expect(errors).toEqual([
      'name: Required',
      'port: Port cannot exceed 10',
      'nested.b: Unrecognized field',
      'x: Unrecognized field',
      'y: Unrecognized field',
    ]);
    expect(errors.join()).not.toContain('secret-value');
  });
});

describe('the SWR hook factory', () => {
  it('keys lists by workspace and path, and turns the fetch off without a workspace', () => {
    const hooks = createResourceHooks('llm');
    expect(hooks.listKey('1001')).toEqual(['1001', '/workspaces/:wid/llm', null]);
    expect(hooks.listKey(undefined)).toBeNull();
    expect(swrDefaults.revalidateOnFocus).toBe(false);
  });
});

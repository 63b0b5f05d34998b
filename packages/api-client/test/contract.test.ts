import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createResourceHooks,
  formatIssues,
  operations,
  resourceKeys,
  resourceOperations,
  resources,
  swrDefaults,
  validate,
} from '../src';

describe('the contract', () => {
  it('has the 19 resources at distinct paths, with strict create bodies', () => {
    expect(resourceKeys).toHaveLength(19);
    expect(new Set(resourceKeys.map((k) => resources[k].path)).size).toBe(19);
    for (const key of resourceKeys) {
      expect(resources[key].create.safeParse({ unknownField: 1 }).error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
    }
  });

  it('never has a vault keyValue in a record, while create requires it and update may replace it', () => {
    expect(Object.keys(resources.vault.record.shape)).not.toContain('keyValue');
    const body = { keyName: 'k', description: 'A secret key', isActive: true };
    expect(validate(resources.vault.create, body)).toEqual({ success: false, errors: ['keyValue: Required'] });
    expect(validate(resources.vault.update, { keyValue: 'new' }).success).toBe(true);
    expect(validate(resources.vault.update, { keyName: 'renamed' })).toEqual({ success: false, errors: ['keyName: Unrecognized field'] });
  });

  it('gives every operation a method, a path and a response schema', () => {
    const all = [...Object.values(operations), ...resourceKeys.flatMap((k) => Object.values(resourceOperations(k)))];
    for (const op of all) {
      expect(op.path.startsWith('/')).toBe(true);
      expect(op.response).toBeInstanceOf(z.ZodType);
      expect(op.workspace).toBe(op.path.includes(':wid'));
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

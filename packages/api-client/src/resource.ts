import { z } from 'zod';
import { withConditionalRules, type ConditionalRule, type Falsy } from './rules/conditional';
import { recordMeta } from './schemas/common';
import { tolerant } from './tolerant';

/**
 * One workspace resource served at `/workspaces/{wid}/{path}` with list, create, update and
 * delete. Everything else (routes, client methods, hooks, OpenAPI) is derived from this.
 */
export interface ResourceDefinition<
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Item extends z.ZodType = z.ZodType,
  ListItem extends z.ZodType = z.ZodType,
> {
  /** Path below `/workspaces/{wid}/`. */
  path: string;
  /** Human label used in messages ("LLM", "Vault secret"). */
  label: string;
  /** Dotted path of the field that must be unique within a workspace (409 on a duplicate). */
  nameField: string;
  create: Create;
  update: Update;
  record: Item;
  /** A record as the list answers it: the record itself, or a lighter summary (a workflow without its draft graph). */
  listItem: ListItem;
}

/**
 * Builds the create body (a strict object, so unknown fields are reported) from the fields'
 * rules and, with `rules`, the rules of fields that depend on others (a Bedrock model's region),
 * each reported at its path; the record (the body's shape, tolerant, plus id, isReadOnly and
 * timestamps), unless given, the update body (the same body: the documents say "PUT: same
 * body") and, unless given, the list's item (the record).
 */
export function defineResource<
  const F extends z.ZodRawShape,
  U extends z.ZodType = z.ZodObject<F, z.core.$strict>,
  R extends z.ZodType = z.ZodObject<F & typeof recordMeta, z.core.$strip>,
  L extends z.ZodType = R,
>(options: {
  path: string;
  label: string;
  nameField: (keyof F & string) | `${keyof F & string}.${string}`;
  fields: F;
  rules?: (values: Partial<z.input<z.ZodObject<F>>>) => ReadonlyArray<ConditionalRule | Falsy>;
  update?: U;
  record?: R;
  listItem?: L;
}): ResourceDefinition<z.ZodObject<F, z.core.$strict>, U, R, L> {
  const strict = z.strictObject(options.fields);
  const create = options.rules ? withConditionalRules(strict, options.rules) : strict;
  const record = (options.record ?? tolerant(z.object({ ...options.fields, ...recordMeta }))) as R;
  return {
    path: options.path,
    label: options.label,
    nameField: options.nameField,
    create,
    update: (options.update ?? create) as U,
    record,
    listItem: (options.listItem ?? record) as unknown as L,
  };
}

/** Reads the unique name of a body or record by the resource's dotted `nameField`. */
export function nameOf(resource: Pick<ResourceDefinition, 'nameField'>, value: unknown): string | undefined {
  let current: unknown = value;
  for (const key of resource.nameField.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

import { resources, validate, type ResourceKey } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../../api-client/test/messages';

/** The samples' model ids name their kind: an SLM's starts with 'slm-'. */
export const isSlmId = (id: string | null | undefined) => String(id).startsWith('slm-');

/** An invalid input: one form field set to a value that the form and the contract both refuse. */
export interface ParityCase {
  /** The valid sample it starts from; the first one when not given. */
  from?: string;
  /** The form field, dotted ('configurations.port', 'retrievals.0.topK'). */
  field: string;
  value: unknown;
  /** Where the submitted body holds the field, when not at the same path. */
  path?: string;
  /** The one message both show. */
  message: string;
}

export interface ParitySpec<S extends z.ZodType> {
  form: S;
  /** The submit mapping to the create body; also the update body unless `update` is given. */
  create?: (values: z.output<S>) => unknown;
  /** The submit mapping to the update body, where it differs (or the form only edits). */
  update?: (values: z.output<S>) => unknown;
  /** Valid form values by name, one per conditional branch worth saving. */
  valid: Record<string, z.input<S>>;
  invalid: ParityCase[];
}

function withValue(sample: unknown, field: string, value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string, unknown>;
  const keys = field.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1)!] = value;
  return copy;
}

/** The contract's entry for `path`, as an error body lists it ('path: message'). */
function contractEntry(schema: z.ZodType, body: unknown, path: string): string | undefined {
  const result = validate(schema, body);
  return result.success ? undefined : result.errors.find((entry) => entry.startsWith(`${path}: `));
}

/**
 * The parity of a resource's form with the contract:
 * (a) every valid sample passes the form, and its submit mapping passes the contract's create
 *     and update bodies;
 * (b) every invalid input is refused by the form at the field and by the contract at the mapped
 *     path, with the same message.
 */
export function describeParity<S extends z.ZodType>(key: ResourceKey, spec: ParitySpec<S>) {
  const resource = resources[key];
  const samples = Object.entries(spec.valid);
  const sample = (name?: string) => (name ? spec.valid[name] : samples[0]![1]);
  const mappings = [
    spec.create && ([resource.create, spec.create] as const),
    (spec.update ?? spec.create) && ([resource.update, spec.update ?? spec.create!] as const),
  ].filter((mapping) => !!mapping);

  describe(`${key}: the form and the contract agree`, () => {
    it.each(samples)("submits '%s', which the contract creates and updates", (_, values) => {
      const parsed = spec.form.safeParse(values);
      expect(parsed.error?.issues ?? []).toEqual([]);
      const output = parsed.data as z.output<S>;
      for (const [schema, toBody] of mappings)
        expect(validate(schema, toBody(output))).toEqual({
          success: true,
          data: expect.anything(),
        });
    });

    it.each(spec.invalid)("refuses $field = $value with '$message' in both", (entry) => {
      const values = withValue(sample(entry.from), entry.field, entry.value);
      expect(fieldMessages(spec.form, values)[entry.field]).toBe(entry.message);
      const path = entry.path ?? entry.field;
      // The form would not submit; its values still go through the mapping, as a client could send them.
      const output = values as z.output<S>;
      const compared = mappings.filter(([schema, toBody]) => {
        // A body without the field (the vault's update has no key name) has nothing to compare.
        if (!(path.split('.')[0]! in (schema as z.ZodObject).shape)) return false;
        expect(contractEntry(schema, toBody(output), path)).toBe(`${path}: ${entry.message}`);
        return true;
      });
      expect(compared.length).toBeGreaterThan(0);
    });
  });
}

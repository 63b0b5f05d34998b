import { z } from 'zod';

/**
 * The same schema without its checks (lengths, ranges, patterns, refinements and conditional
 * rules) and with objects that drop unknown keys instead of refusing them: the shape and types
 * stay, so `z.infer` is unchanged. Records are read back as the server stored them, possibly
 * under older or looser rules; the rules guard what is written, not what is read.
 */
export function tolerant<T extends z.ZodType>(schema: T): T {
  return relax(schema) as T;
}

function relax(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        relax(field),
      ]),
    );
    return z.object(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(relax(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return relax(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return relax(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodDefault)
    return relax(schema.unwrap() as z.ZodType).default(schema.def.defaultValue as never);
  if (schema instanceof z.ZodPipe)
    return relax((schema.out instanceof z.ZodTransform ? schema.in : schema.out) as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return z.union((schema.options as z.ZodType[]).map(relax) as [z.ZodType, z.ZodType]);
  const checks = schema.def.checks;
  return checks?.length ? schema.clone({ ...schema.def, checks: [] }) : schema;
}

import type { CatalogueProvider } from '@agentdeck/forms';
import type { z } from 'zod';

/**
 * Reads one JSON text of the platform catalogue. A text that does not parse, or does not have the
 * documented shape, gives an empty list and a logged warning, so the form still opens (the
 * documents log failed list loads and keep going, spec 001 section 8).
 */
export function parseCatalogue(
  schema: z.ZodType<CatalogueProvider[]>,
  text: string | undefined,
): CatalogueProvider[] {
  if (text === undefined) return [];
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('The LLM provider catalogue does not have the expected shape', parsed.error);
  } catch (error) {
    console.warn('The LLM provider catalogue is not valid JSON', error);
  }
  return [];
}

import { platformCatalogueSchemas } from '@agentdeck/api-client';
import { usePlatformConfig } from '@agentdeck/api-client/hooks';
import { useMemo } from 'react';
import type { z } from 'zod';

export type CatalogueName = keyof typeof platformCatalogueSchemas;
export type CatalogueEntry<N extends CatalogueName> = z.infer<(typeof platformCatalogueSchemas)[N]>[number];

/**
 * Reads one JSON text of the platform catalogue. A text that does not parse, or does not have the
 * documented shape, gives an empty list and a logged warning, so the form still opens (the
 * documents log failed list loads and keep going, spec 001 section 8).
 */
export function parseCatalogue<N extends CatalogueName>(name: N, text: string | undefined): CatalogueEntry<N>[] {
  if (text === undefined) return [];
  try {
    const parsed = platformCatalogueSchemas[name].safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data as CatalogueEntry<N>[];
    console.warn(`The platform catalogue's ${name} does not have the expected shape`, parsed.error);
  } catch (error) {
    console.warn(`The platform catalogue's ${name} is not valid JSON`, error);
  }
  return [];
}

/**
 * One list of the platform catalogue (`GET /platform/config`): the LLM, SLM, embedding,
 * re-ranking or speech providers with their models, or the prompt frameworks.
 */
export function useCatalogue<N extends CatalogueName>(name: N) {
  const { data, error, isLoading } = usePlatformConfig({});
  const entries = useMemo(() => parseCatalogue(name, data?.[name]), [name, data]);
  return { entries, error, isLoading };
}

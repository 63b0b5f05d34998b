/** The kinds of intelligence source (spec 001 section 9). */
export const sourceTypes = ['LLM', 'SLM', 'STS'] as const;
export type SourceType = (typeof sourceTypes)[number];

/** A configured model as the picker lists it (spec 001 section 3, 'Model entry'). */
export interface ModelEntry {
  /** The connection's id. */
  id: string;
  /** The connection's name, such as 'Support GPT'. */
  name: string;
  /** The provider's value, such as 'OpenAI'; models are grouped by it. */
  provider: string;
  /** The provider's model, such as 'gpt-4o'. */
  modelName: string;
  description?: string;
  /** From `configurations.providerConfig`: the provider's logo, drawn at 48px. */
  providerLogo?: string;
}

/**
 * What confirming the picker returns (spec 001 section 4): `modelName` is the connection's
 * name as the summary shows it, `modelId` the provider's model behind it.
 */
export interface IntelligenceSource {
  id: string;
  provider: string;
  modelName: string;
  description: string;
  modelId: string;
  providerLogo: string;
  isSlm: boolean;
  type: SourceType;
}

export function toIntelligenceSource(entry: ModelEntry, type: SourceType): IntelligenceSource {
  return {
    id: entry.id,
    provider: entry.provider,
    modelName: entry.name,
    description: entry.description ?? '',
    modelId: entry.modelName,
    providerLogo: entry.providerLogo ?? '',
    isSlm: type === 'SLM',
    type,
  };
}

/**
 * The tab the picker opens on (spec 001 section 4): STS when both LLM and SLM are disabled;
 * otherwise SLM when a small model is in use, else LLM. A type in use or preferred but
 * disabled gives way to the first enabled one.
 */
export function initialSourceType(
  current: Pick<IntelligenceSource, 'type' | 'isSlm'> | null | undefined,
  disabledTypes: readonly SourceType[],
): SourceType {
  const enabled = sourceTypes.filter((type) => !disabledTypes.includes(type));
  if (disabledTypes.includes('LLM') && disabledTypes.includes('SLM')) return 'STS';
  const inUse: SourceType | undefined = current
    ? current.isSlm
      ? 'SLM'
      : current.type
    : undefined;
  const preferred: SourceType = inUse ?? 'LLM';
  return enabled.includes(preferred) ? preferred : (enabled[0] ?? 'STS');
}

/** The providers of a list of models, in the order they first appear. */
export function providersOf(models: readonly ModelEntry[]): string[] {
  return [...new Set(models.map((model) => model.provider))];
}

/** The provider tab to show: the chosen model's provider when it is in the list, else the first. */
export function initialProvider(
  models: readonly ModelEntry[],
  selectedId: string | null | undefined,
): string | undefined {
  return models.find((model) => model.id === selectedId)?.provider ?? providersOf(models)[0];
}

/** The empty text of a source type (spec 001 section 8). */
export function emptyTextFor(type: SourceType): string {
  return type === 'STS' ? 'No STS Provider found' : `No ${type} Model has been configured`;
}

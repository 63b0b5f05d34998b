import type { DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useCatalogue, type CatalogueEntry } from '../catalogue';
import { modelName } from './model-connection.css';
import { providerColumn } from './provider-column';

/** Description previews are cut to 65 characters (spec 001 section 9). */
const DESCRIPTION_PREVIEW = 65;
const preview = (text: string) => (text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text);

interface ModelConnection {
  name: string;
  provider: string;
  modelName: string;
  configurations: { providerConfig?: { logo?: string } };
}

/** The catalogues whose providers have models (every model resource's but speech-to-speech). */
export type ModelCatalogue = 'llmProviders' | 'slmProviders' | 'embeddingModelProviders' | 'rerankingModelProviders';

/**
 * A model list's columns (spec 001 section 9): name, provider with its logo from the catalogue,
 * model, and the description cut to 65 characters with the whole of it on hover.
 */
export function useModelConnectionColumns<R extends ModelConnection>(
  catalogue: ModelCatalogue | 'speechToSpeechModelProviders',
  descriptionOf: (record: R) => string,
): DataTableColumn<R>[] {
  const { entries } = useCatalogue(catalogue);
  return useMemo(
    () => [
      { id: 'name', header: 'Name', accessor: (record) => record.name, sortable: true, width: '22%' },
      providerColumn<R>(entries as readonly CatalogueEntry<'llmProviders'>[]),
      {
        id: 'model',
        header: 'Model',
        accessor: (record) => record.modelName,
        sortable: true,
        width: '22%',
        cell: (record) => <span className={modelName}>{record.modelName}</span>,
      },
      {
        id: 'description',
        header: 'Description',
        accessor: descriptionOf,
        cell: (record) => <span title={descriptionOf(record)}>{preview(descriptionOf(record))}</span>,
      },
    ],
    [entries, descriptionOf],
  );
}

/** What a model form's fields and body mapping read: the catalogue's providers. */
export interface ProvidersContext<N extends ModelCatalogue | 'speechToSpeechModelProviders' = ModelCatalogue> {
  providers: readonly CatalogueEntry<N>[];
}

/** A form definition's `useContext` giving the providers of one catalogue; 'Please Wait' while it loads. */
export function providersContext<N extends ModelCatalogue | 'speechToSpeechModelProviders'>(catalogue: N) {
  return function useProviders() {
    const { entries, isLoading } = useCatalogue(catalogue);
    const value = useMemo((): ProvidersContext<N> => ({ providers: entries }), [entries]);
    return { value, isLoading };
  };
}

import type {
  AddDatasetItemsBody,
  CreateDatasetBody,
  ImportDatasetBody,
  UpdateDatasetBody,
  UpdateDatasetItemBody,
} from '@agentdeck/api-client';
import {
  useAddDatasetItems as useAddItemsCall,
  useCreateDataset as useCreateCall,
  useDatasetItems as useItemsQuery,
  useDatasets,
  useDatasetVersions as useVersionsQuery,
  useDeleteDataset as useDeleteCall,
  useDeleteDatasetItem as useDeleteItemCall,
  useImportDataset as useImportCall,
  useUpdateDataset as useUpdateCall,
  useUpdateDatasetItem as useUpdateItemCall,
} from '@agentdeck/api-client/hooks';
import { useThenRevalidateDatasets } from '../../../entities/datasets';

/* The datasets page's calls; each change has the workspace's dataset reads read again. */

const useThenRevalidate = useThenRevalidateDatasets;

export const useDatasetList = (wid: string) => useDatasets({ params: { wid } });

/** One dataset, from the list; an error when the list holds no such dataset. */
export function useDataset(wid: string, id: string) {
  const list = useDatasetList(wid);
  const data = list.data?.find((dataset) => dataset.id === id);
  const error = list.error ?? (list.data && !data ? new Error('This dataset does not exist in this workspace, or it was deleted.') : undefined);
  return { data, error, isLoading: list.isLoading };
}

/** The items of a version (the current one without). */
export function useDatasetItems(wid: string, id: string, version: number | undefined) {
  const page = useItemsQuery({ params: { wid, id }, query: version === undefined ? {} : { version: String(version) } }, { keepPreviousData: true });
  return { ...page, data: page.data?.items };
}

export const useDatasetVersions = (wid: string, id: string) => useVersionsQuery({ params: { wid, id } });

export function useCreateDataset(wid: string) {
  const { trigger, isMutating } = useCreateCall();
  const then = useThenRevalidate(wid);
  return { isMutating, trigger: (body: CreateDatasetBody) => then(trigger({ params: { wid }, body })) };
}

export function useUpdateDataset(wid: string) {
  const { trigger, isMutating } = useUpdateCall();
  const then = useThenRevalidate(wid);
  return { isMutating, trigger: ({ id, body }: { id: string; body: UpdateDatasetBody }) => then(trigger({ params: { wid, id }, body })) };
}

export function useDeleteDataset(wid: string) {
  const { trigger, isMutating } = useDeleteCall();
  const then = useThenRevalidate(wid);
  return { isMutating, trigger: (id: string) => then(trigger({ params: { wid, id } })) };
}

export function useAddDatasetItems(wid: string, id: string) {
  const { trigger, isMutating } = useAddItemsCall();
  const then = useThenRevalidate(wid);
  return { isMutating, trigger: (body: AddDatasetItemsBody) => then(trigger({ params: { wid, id }, body })) };
}

export function useUpdateDatasetItem(wid: string, id: string) {
  const { trigger, isMutating } = useUpdateItemCall();
  const then = useThenRevalidate(wid);
  return {
    isMutating,
    trigger: ({ itemId, body }: { itemId: string; body: UpdateDatasetItemBody }) => then(trigger({ params: { wid, id, itemId }, body })),
  };
}

export function useDeleteDatasetItem(wid: string, id: string) {
  const { trigger, isMutating } = useDeleteItemCall();
  const then = useThenRevalidate(wid);
  return { isMutating, trigger: (itemId: string) => then(trigger({ params: { wid, id, itemId } })) };
}

/** A dry run reads nothing again; an import written does. */
export function useImportDataset(wid: string, id: string) {
  const { trigger, isMutating } = useImportCall();
  const then = useThenRevalidate(wid);
  return {
    isMutating,
    trigger: (body: ImportDatasetBody) => {
      const call = trigger({ params: { wid, id }, body });
      return body.dryRun ? call : then(call);
    },
  };
}

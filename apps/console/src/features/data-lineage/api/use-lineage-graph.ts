import { useLineage } from '@agentdeck/api-client/hooks';
import { lineageQueryOf, type LineageView } from '../model/lineage-view';

/**
 * `GET /workspaces/{wid}/lineage` for the page's view. The last graph stays on screen while a new
 * depth or direction loads, so the canvas does not blink away; a failure shows with Retry.
 */
export function useLineageGraph(wid: string, view: LineageView) {
  return useLineage({ params: { wid }, query: lineageQueryOf(view) }, { keepPreviousData: true, shouldRetryOnError: false });
}

/** The whole workspace's graph at the view's time: every node the search can focus. */
export function useLineageNodes(wid: string, asOf: string | undefined) {
  return useLineage({ params: { wid }, query: asOf ? { asOf } : {} }, { keepPreviousData: true, shouldRetryOnError: false });
}

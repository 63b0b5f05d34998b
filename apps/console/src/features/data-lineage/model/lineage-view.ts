import { LINEAGE_DEFAULT_DEPTH, LINEAGE_DIRECTIONS, parseLineageNodeId, type LineageDirection, type LineageQuery } from '@agentdeck/api-client';
import { oneOf, setParam } from '../../../entities/monitoring';

export const LINEAGE_TABS = ['graph', 'table'] as const;
export type LineageTab = (typeof LINEAGE_TABS)[number];

/** What the data lineage page shows, all of it in the address so a link shares the view. */
export interface LineageView {
  /** The node the graph is drawn around (`workflow:12`); the whole workspace without one. */
  focus?: string;
  depth: 1 | 2 | 3;
  direction: LineageDirection;
  /** The graph as it was at this ISO time; now without it. */
  asOf?: string;
  tab: LineageTab;
}

const readDepth = (value: string | null): LineageView['depth'] => {
  const depth = Number(value);
  return depth === 1 || depth === 2 || depth === 3 ? depth : (LINEAGE_DEFAULT_DEPTH as LineageView['depth']);
};

export function readLineageView(params: URLSearchParams): LineageView {
  const focus = params.get('focus') ?? '';
  const asOf = params.get('asOf') ?? '';
  return {
    focus: parseLineageNodeId(focus) ? focus : undefined,
    depth: readDepth(params.get('depth')),
    direction: oneOf(LINEAGE_DIRECTIONS, params.get('direction')) ?? 'both',
    asOf: asOf && !Number.isNaN(Date.parse(asOf)) ? new Date(asOf).toISOString() : undefined,
    tab: oneOf(LINEAGE_TABS, params.get('tab')) ?? 'graph',
  };
}

/** The params with the view's changes written in; the defaults (depth 2, both ways, now, the graph) stay out of the address. */
export function writeLineageView(params: URLSearchParams, changes: Partial<LineageView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => setParam(next, key, value);
  if ('focus' in changes) set('focus', changes.focus);
  if (changes.depth !== undefined) set('depth', changes.depth === LINEAGE_DEFAULT_DEPTH ? undefined : String(changes.depth));
  if (changes.direction !== undefined) set('direction', changes.direction === 'both' ? undefined : changes.direction);
  if ('asOf' in changes) set('asOf', changes.asOf);
  if (changes.tab !== undefined) set('tab', changes.tab === 'graph' ? undefined : changes.tab);
  return next;
}

/**
 * The call's query: depth and direction only around a focus (the whole workspace's graph has
 * neither), as strings the contract reads.
 */
export function lineageQueryOf(view: LineageView): LineageQuery {
  return {
    ...(view.focus ? { focus: view.focus, depth: String(view.depth) as LineageQuery['depth'], direction: view.direction } : {}),
    ...(view.asOf ? { asOf: view.asOf } : {}),
  };
}

import type { LineageImpact } from '@agentdeck/api-client';
import { toCsv } from '../../../lib/csv';
import { NODE_KIND_LABELS } from './node-labels';

/** The impact table as a CSV file: a row per node downstream of the focus, nearest first, times in ISO. */
export function impactCsv(impact: readonly LineageImpact[]): string {
  return toCsv(
    ['Degree', 'Kind', 'Name', 'Node id', 'Last run'],
    impact.map((row) => [row.degree, NODE_KIND_LABELS[row.kind], row.name, row.id, row.lastRun ?? '']),
  );
}

/** 'lineage-impact-claims-triage.csv' for the focus's name. */
export const impactFileName = (focusName: string) =>
  `lineage-impact-${focusName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'node'}.csv`;

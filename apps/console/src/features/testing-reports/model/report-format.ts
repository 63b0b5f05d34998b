import type { Experiment, ItemOutcome, ScorerKind } from '@agentdeck/api-client';

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const score = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en');
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : value < 0 ? `−${text.replace('-', '')}` : '±0');

export const SCORER_LABELS: Record<ScorerKind, string> = {
  exactMatch: 'Exact match',
  contains: 'Contains',
  tokenOverlap: 'Token-overlap similarity',
  jsonField: 'JSON field equality',
  latency: 'Latency budget',
};

/** A scorer by its name in scores and means: 'Exact match', 'JSON field decision'. */
export function scorerLabel(name: string): string {
  const [kind, ...path] = name.split(':');
  if (kind === 'jsonField' && path.length > 0) return `JSON field ${path.join(':')}`;
  return SCORER_LABELS[kind as ScorerKind] ?? name;
}

/** The workflow version an experiment ran: '1.1.0', or 'Draft (revision 3)'. */
export const draftLabel = (revision: number) => `Draft (revision ${revision})`;
export const experimentVersion = ({ version, revision }: Pick<Experiment, 'version' | 'revision'>) => (revision === null ? version : draftLabel(revision));

export const formatPercent = (rate: number) => percent.format(rate);
export const formatScore = (value: number) => score.format(value);
export const formatCount = (value: number) => count.format(value);

/** A change in pass rate, in percentage points: '+12.5 pts', '−25 pts', '±0'. */
export const formatRateDelta = (delta: number) => signed(delta, `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(Math.abs(delta) * 100)} pts`);
/** A change in a mean score: '+0.25', '−0.10', '±0'. */
export const formatScoreDelta = (delta: number) => signed(Math.round(delta * 100), score.format(Math.abs(delta)));
/** A change in a count or milliseconds: '+120 ms', '−40', '±0'. */
export const formatAmountDelta = (delta: number, unit = '') => signed(Math.round(delta), `${count.format(Math.abs(Math.round(delta)))}${unit}`);

/** Whether a change is for the better: more passing and higher scores are; more latency and tokens are not. */
export function deltaTone(delta: number, higherIsBetter: boolean): 'better' | 'worse' | 'same' {
  if (Math.abs(delta) < 1e-9) return 'same';
  return delta > 0 === higherIsBetter ? 'better' : 'worse';
}

export const OUTCOME_LABELS: Record<ItemOutcome, string> = { regressed: 'Regressed', improved: 'Improved', unchanged: 'Unchanged' };

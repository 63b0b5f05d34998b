import { SCORER_KINDS, TOKEN_OVERLAP_DEFAULT_THRESHOLD, type ScorerInput, type ScorerKind } from '@agentdeck/api-client';
import { experimentFormMessages } from './report-texts';

/** The scorers chosen in the form, each with its setting as typed. */
export interface ScorerChoices {
  chosen: Record<ScorerKind, boolean>;
  /** Contains: the text to find; empty finds the expected output. */
  containsValue: string;
  threshold: number;
  path: string;
  budgetMs: number;
}

export const defaultScorerChoices: ScorerChoices = {
  chosen: { exactMatch: true, contains: false, tokenOverlap: false, jsonField: false, latency: false },
  containsValue: '',
  threshold: TOKEN_OVERLAP_DEFAULT_THRESHOLD,
  path: '',
  budgetMs: 5000,
};

/** What keeps the choices from being sent, by the field it belongs to. */
export function scorerProblems(choices: ScorerChoices): { scorers?: string; path?: string; budget?: string } {
  const { chosen } = choices;
  return {
    scorers: SCORER_KINDS.some((kind) => chosen[kind]) ? undefined : experimentFormMessages.scorers,
    path: chosen.jsonField && !choices.path.trim() ? experimentFormMessages.path : undefined,
    budget: chosen.latency && !(Number.isInteger(choices.budgetMs) && choices.budgetMs > 0) ? experimentFormMessages.budget : undefined,
  };
}

/** The scorers to send, in their kinds' order. */
export function scorersOf(choices: ScorerChoices): ScorerInput[] {
  return SCORER_KINDS.filter((kind) => choices.chosen[kind]).map((kind): ScorerInput => {
    switch (kind) {
      case 'contains':
        return choices.containsValue.trim() ? { kind, value: choices.containsValue } : { kind };
      case 'tokenOverlap':
        return { kind, threshold: choices.threshold };
      case 'jsonField':
        return { kind, path: choices.path.trim() };
      case 'latency':
        return { kind, budgetMs: choices.budgetMs };
      default:
        return { kind };
    }
  });
}

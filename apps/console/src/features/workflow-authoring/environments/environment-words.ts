import type { EnvironmentMove, MoveGateResult } from '@agentdeck/api-client';

/**
 * The version a rollback returns to, as the mock API picks it (design section 1.6): where the deploy
 * that brought the environment to its current version came from. A canary's rollback ends the split instead.
 */
export function rollbackTarget(moves: readonly EnvironmentMove[], current: string | null): string | null {
  if (current === null) return null;
  return moves.find((move) => move.status === 'moved' && move.kind === 'deploy' && move.to === current && move.from !== current)?.from ?? null;
}

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** One of a gate's figures in words: `Regressed items: 1, at most 0 (failed)`. */
export function gateCheckLine(check: MoveGateResult['checks'][number]): string {
  const verdict = check.pass ? 'passed' : 'failed';
  if (check.name === 'passRate') return `Pass rate: ${check.actual === null ? '—' : percent(check.actual)}, at least ${percent(check.threshold)} (${verdict})`;
  if (check.name === 'regressions') return `Regressed items: ${check.actual ?? '—'}, at most ${check.threshold} (${verdict})`;
  return `${check.name}: ${check.actual ?? '—'}, threshold ${check.threshold} (${verdict})`;
}

/** A move's kind and outcome in words, for the Deployments panel. */
export function moveOutcome(move: EnvironmentMove): string {
  if (move.status === 'pending') return 'Waiting for its gate';
  if (move.status === 'refused') return move.gate?.error ? `Refused: ${move.gate.error}` : 'Refused by its gate';
  if (move.gate === null) return move.kind === 'rollback' ? 'Moved, not gated' : 'Moved';
  if (move.override) return 'Moved past a failing gate (override)';
  return move.gate.passed ? 'Moved, gate passed' : 'Moved';
}

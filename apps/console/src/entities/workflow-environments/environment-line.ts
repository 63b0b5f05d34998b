import type { Environment } from '@agentdeck/api-client';

/** What an environment serves, in a line (design section 1.6): `production → 1.0.0`, with its canary's share when it has one. */
export function environmentLine(environment: Pick<Environment, 'name' | 'version' | 'canary'>): string {
  const pointer = `${environment.name} → ${environment.version ?? 'no version'}`;
  return environment.canary ? `${pointer}, canary ${environment.canary.percent} % on ${environment.canary.version}` : pointer;
}

import inc from 'semver/functions/inc.js';
import rcompare from 'semver/functions/rcompare.js';
import type { ReleaseType } from '../schemas/workflow';

/** The first published version of a workflow. */
export const FIRST_VERSION = '1.0.0';

/** The version a publish of the given type makes after `latest` (null before the first: 1.0.0). */
export function nextVersion(latest: string | null, releaseType: ReleaseType): string {
  if (latest === null) return FIRST_VERSION;
  const next = inc(latest, releaseType);
  if (next === null) throw new Error(`'${latest}' is not a version`);
  return next;
}

/** Versions newest first. */
export function newestFirst<T extends { version: string }>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => rcompare(a.version, b.version));
}

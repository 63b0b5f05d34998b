import { createHash, randomBytes } from 'node:crypto';

/**
 * Feedback keys (issue 16): a workflow's key is 32 random bytes, given to its owner once and kept
 * only as its SHA-256 (a random key needs no slow hash) and its last four characters.
 */
export const hashFeedbackKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export function newFeedbackKey() {
  const key = `fbk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashFeedbackKey(key), hint: `fbk_…${key.slice(-4)}` };
}

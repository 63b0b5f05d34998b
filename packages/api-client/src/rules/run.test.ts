import { describe, expect, it } from 'vitest';
import { rejectedInReviewError } from './run';

describe("a rejected run's error", () => {
  it("says 'Rejected in human review' and the reviewer's message", () => {
    expect(rejectedInReviewError('Not covered')).toBe('Rejected in human review: Not covered');
  });

  it("says 'Rejected in human review' alone when the reviewer wrote nothing", () => {
    expect(rejectedInReviewError('')).toBe('Rejected in human review');
  });
});

import { describe, expect, it } from 'vitest';
import { workflowStatus } from './status';

describe('workflowStatus', () => {
  it("reads 'Draft only' for a workflow never published, whatever else it says", () => {
    expect(workflowStatus({ latestVersion: null })).toBe('Draft only');
    expect(workflowStatus({ latestVersion: null, draftChanged: true })).toBe('Draft only');
  });

  it("reads 'Published' for a published workflow whose draft is unchanged or not known to have changed", () => {
    expect(workflowStatus({ latestVersion: '1.0.0', draftChanged: false })).toBe('Published');
    expect(workflowStatus({ latestVersion: '1.0.0' })).toBe('Published');
  });

  it("reads 'Draft ahead of version' when the record says the draft changed since its latest version", () => {
    expect(workflowStatus({ latestVersion: '2.1.0', draftChanged: true })).toBe('Draft ahead of version');
  });
});

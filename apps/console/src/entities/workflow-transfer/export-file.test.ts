import { describe, expect, it } from 'vitest';
import { readWorkflowExport } from './export-file';

const exported = {
  format: 'agentdeck.workflow',
  formatVersion: 1,
  name: 'Refunds',
  description: 'Pays claims back',
  tags: [{ name: 'finance', colour: 'green', description: '' }],
  version: '1.0.0',
  graph: { nodes: [], edges: [], settings: {} },
};

describe('readWorkflowExport', () => {
  it('gives the export a file holds', () => {
    expect(readWorkflowExport('refunds.workflow.json', JSON.stringify(exported))).toEqual({ ok: true, document: exported });
  });

  it('refuses a file that is not JSON', () => {
    expect(readWorkflowExport('notes.json', 'hello')).toEqual({
      ok: false,
      message: "'notes.json' is not JSON. Please choose a workflow export (.json).",
    });
  });

  it('refuses JSON that is not an export: another format, a later format version, a missing field', () => {
    const message = "'other.json' is not a workflow export. Please choose a file saved with Export in a workflow registry.";
    for (const document of [{ tables: {} }, { ...exported, format: 'n8n' }, { ...exported, formatVersion: 2 }, { ...exported, graph: undefined }, []])
      expect(readWorkflowExport('other.json', JSON.stringify(document))).toEqual({ ok: false, message });
  });
});

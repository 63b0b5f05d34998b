import { workflowExportSchema, type WorkflowExport } from '@agentdeck/api-client';

/** What a chosen file gave: the export it holds, or why it was refused. */
export type ExportReading = { ok: true; document: WorkflowExport } | { ok: false; message: string };

/**
 * Reads a file chosen for import: JSON holding a workflow export, checked with the contract's
 * schema before anything is sent. Each refusal names the file and says what it needs.
 */
export function readWorkflowExport(fileName: string, text: string): ExportReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: `'${fileName}' is not JSON. Please choose a workflow export (.json).` };
  }
  const result = workflowExportSchema.safeParse(parsed);
  if (!result.success)
    return { ok: false, message: `'${fileName}' is not a workflow export. Please choose a file saved with Export in a workflow registry.` };
  return { ok: true, document: result.data };
}

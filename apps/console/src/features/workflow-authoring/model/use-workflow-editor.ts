import type { NodeKind, ResourceRecord, WorkflowGraph } from '@agentdeck/api-client';
import { useCallback, useMemo, useRef, useState } from 'react';
import * as edits from './graph-edits';
import { applyEdit, canRedo, canUndo, redo, startHistory, undo, type History } from './history';
import { useDraftAutosave, type ReplaceGraph } from './use-draft-autosave';

export interface EditOptions {
  /** Joins consecutive edits with the same key into one undo step: typing in one field of a panel, e.g. `label:${nodeId}`. */
  coalesceKey?: string;
}

/**
 * One workflow's draft being edited: the graph, every edit of the canvas and panels as one undo
 * step each (`graph-edits.ts`), undo and redo, and the autosave with its state and conflict review
 * (`useDraftAutosave`). The history starts from `workflow.draft`; later changes to the record
 * (its list refetched after each save) do not reset it.
 */
export function useWorkflowEditor(workflow: ResourceRecord<'workflow'>, options: { saveDelayMs?: number } = {}) {
  const [history, setHistory] = useState(() => startHistory(workflow.draft));
  // Commands read the newest history, even two in one event before React renders again.
  const newest = useRef(history);
  const commit = useCallback((update: (history: History<WorkflowGraph>) => History<WorkflowGraph>) => {
    const next = update(newest.current);
    if (next === newest.current) return;
    newest.current = next;
    setHistory(next);
  }, []);

  const replaceGraph = useCallback<ReplaceGraph>(
    (graph, how) => commit((history) => (how === 'reset' ? startHistory(graph) : applyEdit(history, graph))),
    [commit],
  );
  const autosave = useDraftAutosave(workflow, history.present, replaceGraph, options.saveDelayMs);

  const commands = useMemo(() => {
    const edit = (change: (graph: WorkflowGraph) => WorkflowGraph, options?: EditOptions) =>
      commit((history) => applyEdit(history, change(history.present), options));
    /** Runs an edit that also names what it made (a new node's id), as one step. */
    const editWith = <R extends { graph: WorkflowGraph }>(change: (graph: WorkflowGraph) => R): R => {
      const result = change(newest.current.present);
      commit((history) => applyEdit(history, result.graph));
      return result;
    };
    return {
      /** Adds a node of the kind; returns its id. */
      addNode: (kind: NodeKind, position: edits.Position) => editWith((graph) => edits.addNode(graph, kind, position)).nodeId,
      removeNodes: (ids: readonly string[]) => edit((graph) => edits.removeNodes(graph, ids)),
      /** Draws the edge; throws the reason when `canConnect` refuses it. */
      connect: (connection: edits.Connection) => edit((graph) => edits.connect(graph, connection)),
      disconnect: (edgeIds: readonly string[]) => edit((graph) => edits.disconnect(graph, edgeIds)),
      /** Moves nodes; arrow-key nudges of one selection may share a coalesce key to undo as one move. */
      moveNodes: (positions: edits.Positions, options?: EditOptions) => edit((graph) => edits.moveNodes(graph, positions), options),
      applyPositions: (positions: edits.Positions) => edit((graph) => edits.applyPositions(graph, positions)),
      updateNode: <K extends NodeKind = NodeKind>(id: string, changes: Parameters<typeof edits.updateNode<K>>[2], options?: EditOptions) =>
        edit((graph) => edits.updateNode<K>(graph, id, changes), options),
      updateSettings: (settings: WorkflowGraph['settings'], options?: EditOptions) => edit((graph) => edits.updateSettings(graph, settings), options),
      /** The nodes and their inner edges, for `paste`; changes nothing. */
      copy: (ids: readonly string[]) => edits.copyNodes(newest.current.present, ids),
      /** Pastes the clipboard moved by `offset`; returns the new nodes' ids. */
      paste: (clipboard: edits.NodeClipboard, offset: edits.Position) => editWith((graph) => edits.pasteNodes(graph, clipboard, offset)).nodeIds,
      /** Duplicates the nodes with their inner edges; returns the copies' ids. */
      duplicate: (ids: readonly string[]) => editWith((graph) => edits.duplicateNodes(graph, ids)).nodeIds,
      undo: () => commit(undo),
      redo: () => commit(redo),
    };
  }, [commit]);

  return { graph: history.present, canUndo: canUndo(history), canRedo: canRedo(history), ...commands, ...autosave };
}

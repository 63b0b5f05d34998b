import { ApiError, type ResourceRecord, type WorkflowGraph } from '@agentdeck/api-client';
import { resourceHooks, useApiClient, useWorkflow } from '@agentdeck/api-client/hooks';
import { sameJson } from '@agentdeck/api-client/workflow';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { describeConflict } from './save-conflict';

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error';

type Workflow = ResourceRecord<'workflow'>;

export const autosaveMessages = {
  failed: 'The draft could not be saved. Your changes are kept here; try again.',
  gone: 'This workflow is no longer in the workspace: it may have been deleted.',
} as const;

/** How the editor's graph is replaced by a stored one: as an undoable step, or as a fresh start. */
export type ReplaceGraph = (graph: WorkflowGraph, how: 'step' | 'reset') => void;

/**
 * Saves the draft as it changes (design section 1.2): a save `delayMs` after the last change, one
 * request at a time, each sending the revision it started from. When another save came first (409)
 * and changed the draft too, saving stops at 'conflict' until the member keeps theirs, takes the
 * stored draft or reloads: never a silent overwrite. When the other save left the draft alone (a
 * rename in the registry), the draft is saved again on the new revision.
 */
export function useDraftAutosave(workflow: Workflow, graph: WorkflowGraph, replaceGraph: ReplaceGraph, delayMs = 600) {
  const { id: wid } = useCurrentWorkspace();
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { trigger } = resourceHooks.workflow.useUpdate(wid);

  /** The workflow as the server last acknowledged it: what the next save starts from. */
  const stored = useRef(workflow);
  const latest = useRef(graph);
  const inFlight = useRef(false);
  const [savedGraph, setSavedGraph] = useState(workflow.draft);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; graph: WorkflowGraph }>();
  const [stale, setStale] = useState<{ base: WorkflowGraph; theirs: Workflow }>();

  useEffect(() => {
    latest.current = graph;
  }, [graph]);

  const isDirty = useMemo(() => graph !== savedGraph && !sameJson(graph, savedGraph), [graph, savedGraph]);

  /** Puts the workflow as the server holds it in the page's cache of it, so the header and Publish show that revision. */
  const showStored = useCallback(
    (current: Workflow) => mutate(useWorkflow.keyOf({ params: { wid, id: current.id } }), current, { revalidate: false }),
    [mutate, wid],
  );

  /** The workflow the server holds now (`GET …/workflows/{id}`: this one with its draft, not the list). */
  const readStored = useCallback(async (): Promise<Workflow> => {
    const current = await client.call('workflows.get', { params: { wid, id: stored.current.id } });
    await showStored(current);
    return current;
  }, [client, showStored, wid]);

  /** One save of the newest draft; true when another save changed only the record around it, so the draft goes again on its revision. */
  const attempt = useCallback(async (): Promise<boolean> => {
    const draft = latest.current;
    const base = stored.current;
    try {
      const { name, description, tagIds, revision } = base;
      const saved = await trigger({ id: base.id, body: { name, description, tagIds, draft, revision } });
      // Undefined when SWR dropped the answer for a newer call of the same hook.
      if (saved) {
        stored.current = saved;
        void showStored(saved);
      }
      setSavedGraph(draft);
      setFailure(undefined);
      return false;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) {
        setFailure({ message: apiErrorMessage(error, autosaveMessages.failed), graph: draft });
        return false;
      }
      const theirs = await readStored().catch(() => undefined);
      if (!theirs || theirs.revision === base.revision) {
        setFailure({ message: theirs ? apiErrorMessage(error, autosaveMessages.failed) : autosaveMessages.gone, graph: draft });
        return false;
      }
      stored.current = theirs;
      if (sameJson(theirs.draft, draft)) setSavedGraph(draft);
      else if (sameJson(theirs.draft, base.draft)) return true;
      else setStale({ base: base.draft, theirs });
      return false;
    }
  }, [readStored, showStored, trigger]);

  const save = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      let again = true;
      while (again) again = await attempt();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [attempt]);

  // A save from elsewhere (a version restored on this page, another tab) while nothing here waits
  // to be saved: the editor shows it, as one step to undo.
  useEffect(() => {
    if (workflow.id !== stored.current.id || workflow.revision <= stored.current.revision) return;
    if (inFlight.current || isDirty || stale || failure) return;
    stored.current = workflow;
    setSavedGraph(workflow.draft);
    if (!sameJson(workflow.draft, latest.current)) replaceGraph(workflow.draft, 'step');
  }, [failure, isDirty, replaceGraph, stale, workflow]);

  const isReadOnly = workflow.isReadOnly;
  useEffect(() => {
    if (isReadOnly || !isDirty || isSaving || stale || failure?.graph === graph) return;
    const timer = setTimeout(() => void save(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, failure, graph, isDirty, isReadOnly, isSaving, save, stale]);

  // Leaving within the delay still sends what was done. The editor is gone by then: the client is
  // called directly, and a refusal has no one left to tell (the screen asks before leaving).
  const saveOnLeave = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    saveOnLeave.current =
      isDirty && !stale && !isReadOnly && !isSaving
        ? () => {
            const { id, name, description, tagIds, revision } = stored.current;
            client.resource('workflow').update(wid, id, { name, description, tagIds, draft: latest.current, revision }).catch(() => undefined);
          }
        : undefined;
  }, [client, isDirty, isReadOnly, isSaving, stale, wid]);
  useEffect(() => () => saveOnLeave.current?.(), []);

  const conflict = useMemo(
    () => stale && describeConflict(stale.base, graph, { graph: stale.theirs.draft, revision: stale.theirs.revision }),
    [graph, stale],
  );

  /** Saves this editor's draft over the other save, on its revision. */
  const keepMine = useCallback(() => {
    if (!stale) return;
    setStale(undefined);
    setSavedGraph(stale.theirs.draft);
    void save();
  }, [save, stale]);

  /** Takes the stored draft into the editor as one undoable step. */
  const takeTheirs = useCallback(() => {
    if (!stale) return;
    setStale(undefined);
    setFailure(undefined);
    setSavedGraph(stale.theirs.draft);
    replaceGraph(stale.theirs.draft, 'step');
  }, [replaceGraph, stale]);

  /** Starts again from the draft the server holds now, with a fresh history. */
  const reload = useCallback(async () => {
    const current = await readStored().catch(() => undefined);
    if (!current) return setFailure({ message: autosaveMessages.gone, graph: latest.current });
    stored.current = current;
    setStale(undefined);
    setFailure(undefined);
    setSavedGraph(current.draft);
    replaceGraph(current.draft, 'reset');
  }, [readStored, replaceGraph]);

  /** Tries again now, after a failure. */
  const saveNow = useCallback(() => {
    setFailure(undefined);
    void save();
  }, [save]);

  const state: SaveState = conflict ? 'conflict' : isSaving ? 'saving' : failure ? 'error' : isDirty ? 'unsaved' : 'saved';
  return {
    state,
    /** What went wrong, in state 'error'. */
    error: failure?.message,
    /** Both sides and their changes, in state 'conflict'. */
    conflict,
    /** Whether leaving now would lose changes: ask first. */
    hasUnsavedChanges: isDirty || conflict !== undefined,
    keepMine,
    takeTheirs,
    reload,
    saveNow,
  };
}

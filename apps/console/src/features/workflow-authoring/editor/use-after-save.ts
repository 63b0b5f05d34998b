import { useEffect, useRef } from 'react';
import type { SaveState } from '../model/use-draft-autosave';

export interface DraftSaving {
  state: SaveState;
  /** Saves the draft now rather than after the autosave's delay. */
  saveNow: () => void;
}

/** Why an action that needed the saved draft did not happen. */
export type UnsavedReason = 'conflict' | 'error';

/**
 * Runs an action on the draft the server stores (export it, run it) once it holds what the member
 * sees: changes not saved yet are saved at once and the action waits for that save. A save that
 * cannot land (a conflict to review, a failure) calls `refuse` instead.
 */
export function useAfterSave({ state, saveNow }: DraftSaving) {
  // A ref, not state: asking changes the save state (saveNow), which is what the effect waits on.
  const waiting = useRef<{ act: () => void; refuse: (reason: UnsavedReason) => void }>(undefined);

  useEffect(() => {
    const pending = waiting.current;
    if (!pending || state === 'saving' || state === 'unsaved') return;
    waiting.current = undefined;
    if (state === 'saved') pending.act();
    else pending.refuse(state);
  }, [state]);

  return (act: () => void, refuse: (reason: UnsavedReason) => void) => {
    if (state === 'saved') return act();
    if (state === 'conflict') return refuse('conflict');
    waiting.current = { act, refuse };
    if (state !== 'saving') saveNow();
  };
}

import { describe, expect, it } from 'vitest';
import { applyEdit, canRedo, canUndo, HISTORY_LIMIT, redo, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes each edit as one step', () => {
    let history = startHistory('a');
    history = applyEdit(applyEdit(history, 'b'), 'c');
    expect([canUndo(history), canRedo(history)]).toEqual([true, false]);
    history = undo(undo(history));
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect([history.present, history.past, history.future]).toEqual(['b', ['a'], ['c']]);
  });

  it('clears what could be redone when a new edit comes', () => {
    const history = applyEdit(undo(applyEdit(startHistory('a'), 'b')), 'c');
    expect([history.present, canRedo(history)]).toEqual(['c', false]);
  });

  it('makes no step of an edit that changes nothing', () => {
    const history = startHistory('a');
    expect(applyEdit(history, 'a')).toBe(history);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(0);
    for (let value = 1; value <= HISTORY_LIMIT + 5; value += 1) history = applyEdit(history, value);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(5);
  });

  it('joins typing in one field into one step, until another edit comes', () => {
    let history = startHistory('');
    for (const text of ['C', 'Cl', 'Cla']) history = applyEdit(history, text, { coalesceKey: 'label' });
    history = applyEdit(history, 'Cla moved');
    history = applyEdit(history, 'Cla moved!', { coalesceKey: 'label' });
    expect(history.past).toEqual(['', 'Cla', 'Cla moved']);
    expect(undo(undo(history)).present).toBe('Cla');
  });

  it('starts a new step for the same field after an undo', () => {
    let history = applyEdit(applyEdit(startHistory(''), 'a', { coalesceKey: 'label' }), 'ab', { coalesceKey: 'label' });
    history = applyEdit(undo(history), 'x', { coalesceKey: 'label' });
    history = applyEdit(history, 'xy', { coalesceKey: 'label' });
    expect([history.past, history.present]).toEqual([[''], 'xy']);
  });
});

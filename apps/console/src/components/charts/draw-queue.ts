import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Charts draw one after another. ECharts draws a chart in one piece, in an animation frame, so
 * the dashboard's six charts, mounted together, drew in one frame: a single task of about 100 ms
 * (and twice that on a busy machine) while the page was loading (issue 10). One at a time, each
 * takes its own frame, and the page stays responsive between them.
 */
const waiting: Array<() => void> = [];
let drawing = false;

function next() {
  if (drawing) return;
  const start = waiting.shift();
  if (!start) return;
  drawing = true;
  start();
}

/** A chart that never says it is drawn does not hold the others back for longer than this. */
const longestTurnMs = 1000;

/**
 * Whether this chart may draw now, and the callback to call once it has drawn. A chart that
 * unmounts gives up its place, or its turn.
 */
export function useDrawTurn(): [isTurn: boolean, drawn: () => void] {
  const [isTurn, setTurn] = useState(false);
  const state = useRef<'waiting' | 'drawing' | 'drawn'>('waiting');
  const drawn = useCallback(() => {
    if (state.current !== 'drawing') return;
    state.current = 'drawn';
    drawing = false;
    next();
  }, []);
  useEffect(() => {
    state.current = 'waiting';
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      state.current = 'drawing';
      timeout = setTimeout(drawn, longestTurnMs);
      setTurn(true);
    };
    waiting.push(start);
    next();
    return () => {
      clearTimeout(timeout);
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
      drawn();
    };
  }, [drawn]);
  return [isTurn, drawn];
}

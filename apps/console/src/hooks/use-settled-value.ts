import { useEffect, useMemo, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a lookup keyed by what the user types
 * (a server URL) runs for the settled text, not for every keystroke on the way there. Values are
 * compared as JSON, so a new object with the same content does not restart the wait.
 */
export function useSettledValue<T>(value: T, delayMs = 400): T {
  const text = JSON.stringify(value) as string | undefined;
  const [settledText, setSettledText] = useState(text);
  useEffect(() => {
    if (text === settledText) return;
    const timer = setTimeout(() => setSettledText(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, settledText, delayMs]);
  return useMemo(() => (settledText === undefined ? undefined : JSON.parse(settledText)) as T, [settledText]);
}

import { tryGuardrail, type HandlingType } from './try-guardrail';

/** Runs a trial off the page's thread, so a pattern that backtracks for ever cannot freeze it. */
const scope = self as unknown as {
  onmessage:
    | ((event: MessageEvent<{ pattern: string; handling: HandlingType; text: string }>) => void)
    | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({ trial: tryGuardrail(data.pattern, data.handling, data.text) });
  } catch {
    scope.postMessage({ invalid: true });
  }
};
scope.postMessage({ ready: true });

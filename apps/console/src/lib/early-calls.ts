import type { ApiClient, CallArgs, OperationName, Operations } from '@agentdeck/api-client';
import { sessionToken } from './session';

/**
 * Calls made before the component that needs them has rendered, as the console starts or as a
 * route starts loading, so they run while the page's code downloads instead of after it (issue
 * 10: the usage dashboard's largest paint waited for the identity check, then the workspace
 * lookup, then its own figures). The page's first same call (same operation, same arguments,
 * same session) takes the answer; an answer nobody takes is dropped soon after it arrives, so
 * none is served stale.
 */
interface EarlyAnswer {
  token: string;
  answer: Promise<unknown>;
}

const answers = new Map<string, EarlyAnswer>();
const keyOf = (name: string, args: unknown) => `${name} ${JSON.stringify(args)}`;

/** How long an answer waits for its page after it arrives. */
const keepMs = 10_000;

let client: ApiClient | undefined;

/**
 * The console's client: a call takes the early answer to the same call when there is one.
 * Also the client `callEarly` calls with.
 */
export function withEarlyCalls(base: ApiClient): ApiClient {
  client = base;
  const call = ((name: OperationName, args: unknown) => {
    const key = keyOf(name, args);
    const early = answers.get(key);
    answers.delete(key);
    if (early && early.token === sessionToken.get()) return early.answer;
    return base.call(name, args as never);
  }) as ApiClient['call'];
  return { ...base, call };
}

/**
 * Makes a call now that a page will make soon. Only with a session (the calls need one), and
 * not twice while an answer waits; before `withEarlyCalls` has a client (in tests), nothing.
 */
export function callEarly<N extends OperationName>(name: N, args: CallArgs<Operations[N]>): void {
  const token = sessionToken.get();
  const key = keyOf(name, args);
  if (!client || !token || answers.has(key)) return;
  const answer = client.call(name, args);
  answers.set(key, { token, answer });
  const drop = () =>
    setTimeout(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key);
    }, keepMs);
  // Handled here, so a failure nobody takes is not reported as unhandled.
  answer.then(drop, drop);
}

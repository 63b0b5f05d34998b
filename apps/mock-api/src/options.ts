import { RUN_BATCH_DEFAULT_CONCURRENCY } from '@agentdeck/api-client/rules';
import type { StoreLocation } from './store/store';
import { parseArgs } from 'node:util';

/** Where the mock API listens unless told otherwise. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010';

/** Runs in the seeded history by default: about 30 days of the seeded workflows (design section 2.3). */
export const DEFAULT_HISTORY_RUNS = 300;

export interface AppOptions {
  /** Where the API is mounted; default `/api`. */
  basePath: string;
  /** Where the chatbot service is mounted; default `/chatbot`. */
  chatbotPath: string;
  /** `memory` for tests, a data folder for the persistent store, or a copy of a store's snapshot. */
  store: StoreLocation;
  /** Seed an empty store (a persistent store is seeded only on first start). */
  seed: boolean;
  /** The mock API's own address, which the seeded MCP server and API tools call. */
  origin: string;
  /** How many runs the seeded history has. */
  historyRuns: number;
  latencyMs: number;
  failureRate: number;
  /**
   * Enables `POST {basePath}/__test__/reset` and test tenants: a request with the
   * `agentdeck-mock-tenant` cookie or `x-mock-tenant` header gets a seeded world of its own.
   */
  testMode: boolean;
  /** Request log sink; `null` for quiet. */
  log: ((line: string) => void) | null;
  /** Upper bound for connecting to an MCP server. */
  mcpTimeoutMs: number;
  /** How many replays of one run batch run at once (design section 2.1c). */
  batchConcurrency: number;
  /**
   * The one clock of the mock API: every date it writes (records, versions, runs, messages,
   * feedback), the 12 months of seeded usage, when a session ends without use and how long a
   * throttled sign-in waits. Tests move it instead of waiting; nothing else reads the wall clock.
   */
  now: () => Date;
}

export const defaultOptions = (): AppOptions => ({
  basePath: '/api',
  chatbotPath: '/chatbot',
  store: 'memory',
  seed: true,
  origin: DEFAULT_ORIGIN,
  historyRuns: DEFAULT_HISTORY_RUNS,
  latencyMs: 0,
  failureRate: 0,
  testMode: false,
  log: (line) => process.stdout.write(`${line}\n`),
  mcpTimeoutMs: 5000,
  batchConcurrency: RUN_BATCH_DEFAULT_CONCURRENCY,
  now: () => new Date(),
});

export const usage = `Usage: mock-api [options]
  --port <n>            port (default PORT or 4010), always on 127.0.0.1
  --store <kind>        disk (default) or memory
  --data-dir <dir>      data folder of the disk store (default apps/mock-api/data)
  --seed | --empty      seed an empty store (default) or leave it empty
  --history-runs <n>    runs in the seeded history (default ${DEFAULT_HISTORY_RUNS}; 100000 for benchmarks),
                        and a tenth as many more of Policy brief
  --tool-timeout <ms>   upper bound of a tool or MCP call (default 5000)
  --batch-concurrency <n> replays of a run batch at once (default ${RUN_BATCH_DEFAULT_CONCURRENCY})
  --latency <ms>        added latency for every request
  --failure-rate <0-1>  share of requests answered with an injected 503
  --base-path <path>    API prefix (default /api)
  --chatbot-path <path> chatbot service prefix (default /chatbot)
  --test                enable POST <base>/__test__/reset and test tenants (x-mock-tenant)
  --quiet               no request log`;

/** Parses the server's flags; the port comes from `--port`, then PORT, then 4010. */
export function parseServerArgs(argv: string[], env: NodeJS.ProcessEnv, defaultDataDir: string) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      store: { type: 'string', default: 'disk' },
      'data-dir': { type: 'string' },
      seed: { type: 'boolean' },
      empty: { type: 'boolean' },
      'history-runs': { type: 'string' },
      'tool-timeout': { type: 'string' },
      'batch-concurrency': { type: 'string' },
      latency: { type: 'string' },
      'failure-rate': { type: 'string' },
      'base-path': { type: 'string' },
      'chatbot-path': { type: 'string' },
      test: { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const port = Number(values.port ?? env.PORT ?? 4010);
  const failureRate = Number(values['failure-rate'] ?? 0);
  const latencyMs = Number(values.latency ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${values.port ?? env.PORT}`);
  if (!(failureRate >= 0 && failureRate <= 1)) throw new Error('--failure-rate must be between 0 and 1');
  if (!(latencyMs >= 0)) throw new Error('--latency must be a number of milliseconds');
  const toolTimeoutMs = values['tool-timeout'] === undefined ? undefined : Number(values['tool-timeout']);
  if (toolTimeoutMs !== undefined && !(toolTimeoutMs > 0)) throw new Error('--tool-timeout must be a number of milliseconds');
  const historyRuns = Number(values['history-runs'] ?? DEFAULT_HISTORY_RUNS);
  if (!Number.isInteger(historyRuns) || historyRuns < 0) throw new Error('--history-runs must be a whole number');
  const batchConcurrency = values['batch-concurrency'] === undefined ? undefined : Number(values['batch-concurrency']);
  if (batchConcurrency !== undefined && !(Number.isInteger(batchConcurrency) && batchConcurrency > 0)) throw new Error('--batch-concurrency must be a whole number above 0');
  if (values.store !== 'disk' && values.store !== 'memory') throw new Error('--store must be disk or memory');
  const options: Partial<AppOptions> = {
    store: values.store === 'memory' ? 'memory' : { dataDir: values['data-dir'] ?? defaultDataDir },
    seed: !values.empty,
    historyRuns,
    // With --port 0 the port is known only once listening: the seeded tools keep the default address.
    ...(port !== 0 && { origin: `http://127.0.0.1:${port}` }),
    latencyMs,
    failureRate,
    ...(toolTimeoutMs !== undefined && { mcpTimeoutMs: toolTimeoutMs }),
    ...(batchConcurrency !== undefined && { batchConcurrency }),
    testMode: Boolean(values.test),
    ...(values['base-path'] && { basePath: values['base-path'] }),
    ...(values['chatbot-path'] && { chatbotPath: values['chatbot-path'] }),
    ...(values.quiet && { log: null }),
  };
  return { port, options, help: Boolean(values.help) };
}

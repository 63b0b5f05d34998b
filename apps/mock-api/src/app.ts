import './locals';
import { resourceKeys, resources } from '@agentdeck/api-client';
import express, { Router } from 'express';
import { deterministicEnhancer, type PromptEnhancer } from './enhance/enhancer';
import { demoApiRouter } from './demo/api';
import { DemoIdempotencyKeys } from './demo/idempotency-keys';
import { demoMcpRouter } from './mcp/demo-server';
import { requireAuth } from './middleware/auth';
import { errorHandler, notFound, sendData } from './middleware/errors';
import { mockBehaviour } from './middleware/mock-behaviour';
import { requestLog } from './middleware/request-log';
import { SignInThrottle } from './middleware/sign-in-throttle';
import { requireWorkspace } from './middleware/workspace';
import { openApiDocument } from './openapi';
import { defaultOptions, type AppOptions } from './options';
import { activityRoutes } from './routes/activities';
import { apiCheckRoutes } from './routes/api-check';
import { identityRoutes, loginRoute } from './routes/auth';
import { chatbotRoutes } from './routes/chatbot';
import { promptToolRoutes } from './routes/prompt-tools';
import { resourceRouter } from './routes/resource-router';
import { usageRoutes } from './routes/usage';
import { usedByRoutes } from './routes/used-by';
import { workflowRoutes } from './routes/workflows';
import { feedbackKeyRoutes } from './routes/feedback-keys';
import { learningRoutes } from './routes/learnings';
import { brokerMessageRoutes } from './routes/broker-messages';
import { lineageRoutes } from './routes/lineage';
import { logRoutes } from './routes/logs';
import { metricsRoutes } from './routes/metrics';
import { runRoutes } from './routes/runs';
import { runReplayRoutes } from './routes/run-replay';
import { RunBatches } from './runs/replay/run-batches';
import { datasetRoutes } from './routes/datasets';
import { experimentRoutes } from './routes/experiments';
import { environmentRoutes } from './routes/environments';
import { Promotions } from './workflows/environments/promotion';
import { RunEngine } from './runs/engine';
import { deterministicModelGateway, type ModelGateway } from './runs/model-gateway';
import { platformConfig } from './seed/catalogue';
import { seedStore, type SeedOptions } from './seed';
import { Store } from './store/store';
import { DatasetRecords } from './testing-studio/dataset-records';
import { ExperimentRecords } from './testing-studio/experiment-records';
import { ExperimentRunner } from './testing-studio/experiment-runner';
import { tenantDispatcher, type Tenant } from './testing/tenants';
import { untagWorkflows } from './workflows/workflow-records';

export interface CreateAppOptions extends Partial<AppOptions> {
  enhancer?: PromptEnhancer;
  /** The language models of workflow runs; by default the deterministic gateway. */
  modelGateway?: ModelGateway;
  /** Serves one test tenant (see `testing/tenants.ts`): no tenants of its own. */
  isTenant?: boolean;
}

/** Builds the mock API: the store (seeded on first start), the routes and the demo MCP server. */
export function createApp(overrides: CreateAppOptions = {}) {
  const options: AppOptions = { ...defaultOptions(), ...overrides };
  const store = new Store(options.store);
  const signInThrottle = new SignInThrottle(options.now);
  const seedOptions = { origin: options.origin, historyRuns: options.historyRuns };

  // Runs a stopped process left unfinished resume before the seed starts runs of its own.
  // A model's own latency is scaled by the latency option: --latency 1000 gives each its full latency.
  const engine = new RunEngine({
    store,
    gateway: overrides.modelGateway ?? deterministicModelGateway(options.latencyMs / 1000),
    timeoutMs: options.mcpTimeoutMs,
    clock: options.now,
    log: options.log ?? undefined,
  });
  engine.resumeUnfinished();

  const datasets = new DatasetRecords(store);
  const replayDeps = { store, runs: engine, clock: options.now };
  const runBatches = new RunBatches({ ...replayDeps, concurrency: options.batchConcurrency });
  const experimentRecords = new ExperimentRecords(store);
  const experiments = new ExperimentRunner({ records: experimentRecords, datasets, runs: engine, clock: options.now, log: options.log ?? undefined });
  experiments.failInterrupted();
  const promotions = new Promotions({ plan: { store, datasets, experiments: experimentRecords }, runner: experiments, clock: options.now, log: options.log ?? undefined });
  promotions.failInterrupted();

  const reset = async (seed: boolean) => {
    await promotions.idle();
    await experiments.idle();
    await runBatches.idle();
    runBatches.clear();
    store.clear();
    signInThrottle.clear();
    if (seed) await seedStore(store, options.now(), seedOptions);
    store.setMeta('initialized', options.now().toISOString());
  };
  // The seeded history runs through the engine, which is asynchronous: requests wait for it.
  const ready = store.meta('initialized') ? Promise.resolve() : reset(options.seed);

  const log = options.log ?? (() => undefined);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (options.log) app.use(requestLog(options.log));
  if (options.testMode && !overrides.isTenant) {
    // Seeded once and copied for each tenant: seeding afresh was most of a test's first request.
    let seeded: Promise<Buffer> | undefined;
    const createTenant = (): Tenant => {
      seeded ??= seededSnapshot(options.now(), seedOptions);
      const tenant = seeded.then((snapshot) => createApp({ ...overrides, store: { snapshot }, seed: false, log: null, isTenant: true }));
      return {
        app: (req, res, next) => void tenant.then((made) => made.app(req, res, next), next),
        close: () => tenant.then((made) => made.close()),
      };
    };
    app.use(tenantDispatcher({ basePath: options.basePath, create: createTenant }));
  }
  app.use((_req, _res, next) => void ready.then(() => next(), next));

  // Made when first asked for: made at once, it was a tenth of the start with the default history (and 100 ms of every app a test makes).
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  app.get(['/openapi.json', `${options.basePath}/openapi.json`], (_req, res) => void res.json((openApi ??= openApiDocument(options.basePath, options.chatbotPath))));

  const demoMcp = demoMcpRouter('/demo-mcp');
  app.use('/demo-mcp', demoMcp.router);
  app.use('/demo-api', demoApiRouter(new DemoIdempotencyKeys(store.db), options.now));

  const behaviour = mockBehaviour({ latencyMs: options.latencyMs, failureRate: options.failureRate });
  const json = express.json({ limit: '1mb' });
  const auth = requireAuth(store, options.now);

  const api = Router();
  api.use(json);
  if (options.testMode) {
    api.post('/__test__/reset', async (req, res) => {
      await reset((req.body as { seed?: unknown } | undefined)?.seed !== false);
      sendData(res, null);
    });
  }
  api.use(behaviour);
  api.use(loginRoute(store, signInThrottle, options.now));
  api.use(auth);
  api.use(identityRoutes(store));
  const usage = usageRoutes(store);
  api.get('/platform/config', (_req, res) => sendData(res, platformConfig));
  api.use('/platform', usage.platform);

  const workspace = Router({ mergeParams: true });
  workspace.use(requireWorkspace);
  const untag = (wid: string, tagId: string) => untagWorkflows(store, wid, tagId, options.now().toISOString());
  for (const key of resourceKeys) {
    const router =
      key === 'workflow'
        ? workflowRoutes(store, options.now)
        : resourceRouter(store, key, options.now, key === 'workflowTag' ? { onDelete: untag } : {});
    workspace.use(`/${resources[key].path}`, router);
  }
  workspace.use(`/${resources.workflow.path}`, environmentRoutes(store, datasets, promotions, options.now));
  workspace.use(usage.workspace);
  workspace.use(activityRoutes(store));
  workspace.use(usedByRoutes(store));
  workspace.use(feedbackKeyRoutes(store, options.now));
  workspace.use(learningRoutes(store));
  workspace.use(promptToolRoutes(store, overrides.enhancer ?? deterministicEnhancer));
  workspace.use(apiCheckRoutes(store, options.mcpTimeoutMs));
  workspace.use(runReplayRoutes(replayDeps, runBatches));
  workspace.use(runRoutes(store, engine, options.now));
  workspace.use(logRoutes(store, engine, options.now));
  workspace.use(metricsRoutes(store));
  workspace.use(datasetRoutes(store, engine, datasets, options.now));
  workspace.use(experimentRoutes({ store, datasets, experiments: experimentRecords }, experiments));
  workspace.use(lineageRoutes(store));
  workspace.use(brokerMessageRoutes(store, engine, options.now));
  api.use('/workspaces/:wid', workspace);
  api.use(notFound);
  app.use(options.basePath, api);

  app.use(options.chatbotPath, json, behaviour, chatbotRoutes(store, auth, options.mcpTimeoutMs, options.now), notFound);
  app.use(notFound);
  app.use(errorHandler(log));

  return {
    app,
    store,
    engine,
    experiments,
    promotions,
    runBatches,
    options,
    reset,
    ready,
    close: async () => {
      await ready.catch(() => undefined);
      await promotions.idle();
      await experiments.idle();
      await runBatches.idle();
      await engine.idle();
      await demoMcp.close();
      store.close();
    },
  };
}

/** A seeded store as bytes, already initialised, for test tenants that start as copies of it. */
async function seededSnapshot(now: Date, options: SeedOptions): Promise<Buffer> {
  const store = new Store('memory');
  await seedStore(store, now, options);
  store.setMeta('initialized', now.toISOString());
  const bytes = store.snapshot();
  store.close();
  return bytes;
}

import { createExperimentBodySchema, experimentsQuerySchema, gateQuerySchema, type Experiment } from '@agentdeck/api-client';
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { HttpError, sendData } from '../middleware/errors';
import { validate, validateQuery } from '../middleware/validate';
import { planExperiment, type PlanContext } from '../testing-studio/experiment-plan';
import type { ExperimentRunner } from '../testing-studio/experiment-runner';
import { gate, type GateThresholds } from '../testing-studio/experiment-summary';
import { assertWorkspaceActive } from './record-guards';

/** The thresholds of a gate query; 400 naming a scorer the experiment lacks or regressions without a baseline. */
function thresholdsOf(query: z.output<typeof gateQuerySchema>, experiment: Experiment): GateThresholds {
  const minMean = (query.minMean?.split(',') ?? []).map((pair): [string, number] => {
    const colon = pair.lastIndexOf(':');
    return [pair.slice(0, colon), Number(pair.slice(colon + 1))];
  });
  const means = experiment.summary!.means;
  const problems = [
    ...minMean.filter(([scorer]) => !(scorer in means)).map(([scorer]) => `minMean: ${scorer} is not a scorer of this experiment (it has ${Object.keys(means).join(', ')})`),
    ...(query.maxRegressions !== undefined && !experiment.comparison ? ['maxRegressions: The experiment has no baseline to count regressions against'] : []),
  ];
  if (problems.length > 0) throw new HttpError(400, 'Validation failed', problems);
  return {
    minPassRate: query.minPassRate === undefined ? undefined : Number(query.minPassRate),
    minMean,
    maxRegressions: query.maxRegressions === undefined ? undefined : Number(query.maxRegressions),
    maxP95LatencyMs: query.maxP95LatencyMs === undefined ? undefined : Number(query.maxP95LatencyMs),
  };
}

/**
 * Testing studio experiments (design section 3.5), mounted behind requireWorkspace: an experiment
 * of another workspace is not found (404). Experiments are started here and never changed after.
 */
export function experimentRoutes(context: PlanContext, runner: ExperimentRunner): Router {
  const router = Router({ mergeParams: true });
  const experimentOf = (res: Response, id: string): Experiment => {
    const experiment = context.experiments.get(res.locals.workspace.id, id);
    if (!experiment) throw new HttpError(404, 'Experiment not found');
    return experiment;
  };

  router.get('/experiments', validateQuery(experimentsQuerySchema), (_req, res) => {
    const { datasetId } = res.locals.query as z.output<typeof experimentsQuerySchema>;
    sendData(res, context.experiments.list(res.locals.workspace.id, datasetId));
  });

  router.post('/experiments', validate(createExperimentBodySchema), (_req, res) => {
    assertWorkspaceActive(res);
    const body = res.locals.body as z.output<typeof createExperimentBodySchema>;
    sendData(res, runner.start(planExperiment(context, res.locals.workspace.id, body, res.locals.user.name)), 202);
  });

  router.get('/experiments/:id', (req, res) => {
    const experiment = experimentOf(res, req.params.id as string);
    sendData(res, { ...experiment, items: context.experiments.items(experiment.id) });
  });

  router.get('/experiments/:id/gate', validateQuery(gateQuerySchema), (req, res) => {
    const experiment = experimentOf(res, req.params.id as string);
    if (experiment.status !== 'completed') throw new HttpError(409, `The experiment has not completed: it is ${experiment.status}`);
    sendData(res, gate(experiment, thresholdsOf(res.locals.query as z.output<typeof gateQuerySchema>, experiment)));
  });

  return router;
}

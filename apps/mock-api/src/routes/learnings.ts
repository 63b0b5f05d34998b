import {
  nameOf,
  operations,
  resources,
  type learningOwnerSchema,
  type learningRecordSchema,
  type learningsQuerySchema,
} from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { sendData } from '../middleware/errors';
import { validateQuery } from '../middleware/validate';
import type { Store } from '../store/store';

type LearningRecord = z.infer<typeof learningRecordSchema>;
type LearningOwner = z.infer<typeof learningOwnerSchema>;

/**
 * `GET /workspaces/{wid}/learnings[?workflowId=…]`: the feedback the workspace's agents and
 * workflows received (through `POST /feedback/{workflowId}` of the chatbot service), newest first,
 * each with the name of its owner: the agent with that id, else the workflow, named by its id when
 * the workspace has no workflow of that id. Mounted behind requireWorkspace: only the caller's
 * workspace is read.
 */
export function learningRoutes(store: Store): Router {
  const router = Router({ mergeParams: true });
  router.get('/learnings', validateQuery(operations['learnings.list'].query), (_req, res) => {
    const { workflowId } = res.locals.query as z.infer<typeof learningsQuerySchema>;
    const wid = res.locals.workspace.id;
    const records = store.feedback.list(wid, workflowId) as LearningRecord[];
    const agentNames = new Map(store.records.list(wid, 'agent').map((agent) => [agent.id, nameOf(resources.agent, agent) ?? agent.id]));
    const workflowNames = new Map(store.records.list(wid, 'workflow').map((workflow) => [workflow.id, nameOf(resources.workflow, workflow) ?? workflow.id]));
    const ownerOf = (id: string): LearningOwner => {
      const agentName = agentNames.get(id);
      return agentName === undefined ? { kind: 'workflow', name: workflowNames.get(id) ?? id } : { kind: 'agent', name: agentName };
    };
    sendData(
      res,
      records.map((record) => ({ ...record, owner: ownerOf(record.workflowId) })),
    );
  });
  return router;
}

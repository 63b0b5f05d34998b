import { z } from 'zod';
import { defineOperation } from '../operation';
import { operationRoutes } from '../routes';
import {
  feedbackBodySchema,
  feedbackKeySchema,
  issuedFeedbackKeySchema,
  learningRecordSchema,
  learningsQuerySchema,
  listedLearningRecordSchema,
  mcpToolSchema,
  mcpToolsBodySchema,
} from './chatbot';

/**
 * The chatbot service's calls (spec README decision 8), relative to its own prefix, and the
 * workspace's calls about the feedback it receives: the feedback keys and the learning records.
 */
export const chatbotOperations = {
  'chatbot.mcpTools': defineOperation(operationRoutes['chatbot.mcpTools'], {
    body: mcpToolsBodySchema, response: z.array(mcpToolSchema),
    summary: 'Connect to an MCP server (Streamable HTTP or SSE) and list its tools',
  }),
  'chatbot.feedback': defineOperation(operationRoutes['chatbot.feedback'], {
    body: feedbackBodySchema,
    response: learningRecordSchema, summary: 'Store feedback from an external system for a workflow',
  }),
  'learnings.list': defineOperation(operationRoutes['learnings.list'], {
    query: learningsQuerySchema,
    response: z.array(listedLearningRecordSchema),
    summary:
      "Learning records of the workspace, newest first, each with its agent's name (or its workflow's); with workflowId, only that agent's or workflow's",
  }),
  'feedbackKeys.get': defineOperation(operationRoutes['feedbackKeys.get'], {
    response: feedbackKeySchema,
    summary: "A workflow's feedback key, by its last four characters only (404 when none was issued)",
  }),
  'feedbackKeys.issue': defineOperation(operationRoutes['feedbackKeys.issue'], {
    response: issuedFeedbackKeySchema,
    summary: 'Issue the feedback key of a workflow, replacing any earlier one; the only time the key is answered',
  }),
};

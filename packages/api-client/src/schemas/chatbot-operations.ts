import { z } from 'zod';
import { defineOperation } from '../operation';
import { operationRoutes } from '../routes';
import {
  feedbackBodySchema,
  feedbackKeySchema,
  issuedFeedbackKeySchema,
  learningRecordSchema,
  mcpToolSchema,
  mcpToolsBodySchema,
} from './chatbot';

/** The chatbot service's calls (spec README decision 8), relative to its own prefix. */
export const chatbotOperations = {
  'chatbot.mcpTools': defineOperation(operationRoutes['chatbot.mcpTools'], {
    body: mcpToolsBodySchema, response: z.array(mcpToolSchema),
    summary: 'Connect to an MCP server (Streamable HTTP or SSE) and list its tools',
  }),
  'chatbot.feedback': defineOperation(operationRoutes['chatbot.feedback'], {
    body: feedbackBodySchema,
    response: learningRecordSchema, summary: 'Store feedback from an external system for a workflow',
  }),
  'chatbot.learnings': defineOperation(operationRoutes['chatbot.learnings'], {
    response: z.array(learningRecordSchema),
    summary: "Learning records of a workflow of the workspace, newest first",
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

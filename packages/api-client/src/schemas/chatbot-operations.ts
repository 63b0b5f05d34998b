import { z } from 'zod';
import { defineOperation } from '../operation';
import { feedbackBodySchema, learningRecordSchema, mcpToolSchema, mcpToolsBodySchema } from './chatbot';

/** The chatbot service's calls (spec README decision 8), relative to its own prefix. */
export const chatbotOperations = {
  'chatbot.mcpTools': defineOperation({
    method: 'POST', path: '/mcp/tools', service: 'chatbot', body: mcpToolsBodySchema, response: z.array(mcpToolSchema),
    summary: 'Connect to an MCP server (Streamable HTTP or SSE) and list its tools',
  }),
  'chatbot.feedback': defineOperation({
    method: 'POST', path: '/feedback/:workflowId', service: 'chatbot', auth: false, body: feedbackBodySchema,
    response: learningRecordSchema, summary: 'Store feedback from an external system for a workflow',
  }),
  'chatbot.learnings': defineOperation({
    method: 'GET', path: '/feedback/:workflowId', service: 'chatbot', response: z.array(learningRecordSchema),
    summary: 'Learning records of a workflow',
  }),
};

import { apiErrorBodySchema, operations, resourceKeys, resourceOperations, type Operation } from '@agentdeck/api-client';
import { z } from 'zod';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io, target: 'draft-2020-12' });

/** The OpenAPI 3.1 document, generated from the contract's zod schemas. */
export function openApiDocument(basePath: string, chatbotPath: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = { content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema, 'output') } } };
  const add = (id: string, op: Operation) => {
    const path = (op.service === 'chatbot' ? chatbotPath : basePath) + op.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters = [...op.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    if (op.workspace) parameters.push({ name: 'x-workspace-id', in: 'header', required: true, schema: { type: 'string' } });
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: id,
      summary: op.summary,
      parameters,
      ...(op.auth && { security: [{ bearer: [] }] }),
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }),
      responses: {
        [op.method === 'POST' && id.endsWith('.create') ? '201' : '200']: {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(z.object({ data: op.response }), 'output') } },
        },
        '400': { description: 'Validation failed: one entry per problem', ...errorResponse },
        '401': { description: 'No valid bearer token', ...errorResponse },
        '403': { description: 'Workspace not allowed, header mismatch or read-only record', ...errorResponse },
        '404': { description: 'Not found', ...errorResponse },
        '409': { description: 'Duplicate name', ...errorResponse },
      },
    };
  };
  for (const key of resourceKeys) {
    for (const [verb, op] of Object.entries(resourceOperations(key))) add(`${key}.${verb}`, op);
  }
  for (const [id, op] of Object.entries(operations)) add(id, op);
  return {
    openapi: '3.1.0',
    info: { title: 'AgentDeck mock API', version: '0.1.0', description: 'Generated from @agentdeck/api-client' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

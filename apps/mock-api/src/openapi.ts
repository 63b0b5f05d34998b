import { apiErrorBodySchema, operations, resourceKeys, resourceOperations, type Operation } from '@agentdeck/api-client';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * Turns the contract's zod schemas into the document's schemas. zod puts the parts of a recursive
 * schema in a `$defs` of its own and points at them with `#/$defs/…`; inside an OpenAPI document
 * `#` is the document root, so those references resolve nowhere (openapi-typescript and
 * swagger-parser stop on them). Each such part moves to `components.schemas`: under its `id` when
 * the zod schema has one (`.meta({ id })`), else under the operation's name.
 */
export function createSchemaComponents() {
  const components: Record<string, JsonSchema> = {};
  const register = (name: string, schema: JsonSchema) => {
    const existing = components[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas claim the OpenAPI component ${name}: give one another id`);
    }
    components[name] = schema;
  };
  const toSchema = (schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema => {
    const generated = z.toJSONSchema(schema, { unrepresentable: 'any', io, target: 'draft-2020-12' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = generated as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = new Map<string, string>();
    for (const local of Object.keys($defs ?? {})) {
      names.set(`#/$defs/${local}`, local.startsWith('__schema') ? `${owner}.${io}.${local}` : local);
    }
    // A schema that recurses through its own root points at `#`: the root becomes a component too.
    const rootName = `${owner}.${io}`;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => {
          if (key !== '$ref' || typeof value !== 'string') return [key, rewrite(value)];
          if (value === '#') return [key, componentRef(rootName)];
          const name = names.get(value);
          if (!name) throw new Error(`${owner}: no component for the reference ${value}`);
          return [key, componentRef(name)];
        }),
      );
    };
    for (const [local, def] of Object.entries($defs ?? {})) register(names.get(`#/$defs/${local}`)!, rewrite(def) as JsonSchema);
    const result = rewrite(root) as JsonSchema;
    if (!JSON.stringify(result).includes(`"${componentRef(rootName)}"`)) return result;
    register(rootName, result);
    return { $ref: componentRef(rootName) };
  };
  return { components, toSchema };
}

/** The OpenAPI 3.1 document, generated from the contract's zod schemas. */
export function openApiDocument(basePath: string, chatbotPath: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas = createSchemaComponents();
  schemas.components.ApiError = schemas.toSchema(apiErrorBodySchema, 'output', 'ApiError');
  const errorResponse = { content: { 'application/json': { schema: { $ref: componentRef('ApiError') } } } };
  const add = (id: string, op: Operation) => {
    const path = (op.service === 'chatbot' ? chatbotPath : basePath) + op.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }> = [...op.path.matchAll(/:([A-Za-z]+)/g)].map(
      ([, name]) => ({ name: name!, in: 'path', required: true, schema: { type: 'string' } }),
    );
    if (op.query) {
      const query = schemas.toSchema(op.query, 'input', `${id}.query`) as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    if (op.workspace) parameters.push({ name: 'x-workspace-id', in: 'header', required: true, schema: { type: 'string' } });
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: id,
      summary: op.summary,
      parameters,
      // An empty list states that the call is public (sign-in, chatbot feedback), not that it was forgotten.
      security: op.auth ? [{ bearer: [] }] : [],
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: schemas.toSchema(op.body, 'input', id) } } } }),
      responses: {
        [op.successStatus ?? (op.method === 'POST' && id.endsWith('.create') ? '201' : '200')]: {
          description: 'Success',
          content: { 'application/json': { schema: schemas.toSchema(z.object({ data: op.response }), 'output', id) } },
        },
        ...(op.accepted && {
          '202': {
            description: op.accepted,
            content: { 'application/json': { schema: schemas.toSchema(z.object({ data: op.response }), 'output', id) } },
          },
        }),
        '400': { description: 'Validation failed: one entry per problem', ...errorResponse },
        '401': { description: 'No valid bearer token', ...errorResponse },
        '403': { description: 'Workspace not allowed, header mismatch or read-only record', ...errorResponse },
        '404': { description: 'Not found', ...errorResponse },
        '409': { description: 'Duplicate name, or a workflow saved or published from a revision older than the stored one', ...errorResponse },
        ...(id === 'auth.login' && {
          '429': {
            description: 'Too many wrong passwords for this username from this address: wait Retry-After seconds',
            headers: { 'Retry-After': { description: 'Whole seconds to wait', schema: { type: 'integer', minimum: 1 } } },
            ...errorResponse,
          },
        }),
      },
    };
  };
  for (const key of resourceKeys) {
    for (const [verb, op] of Object.entries(resourceOperations(key))) add(`${key}.${verb}`, op);
  }
  for (const [id, op] of Object.entries(operations)) add(id, op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'AgentDeck mock API',
      version: '0.1.0',
      description: 'Generated from @agentdeck/api-client',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Relative: the calls live on the origin that serves this document, under the paths' own prefixes.
    servers: [{ url: '/', description: 'The mock API serving this document' }],
    components: {
      schemas: schemas.components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  };
}

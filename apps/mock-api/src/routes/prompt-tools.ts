import {
  enhancePromptBodySchema,
  intellisenseBodySchema,
  PROMPT_ENHANCEMENT_SOURCE_KEY,
  configurationSchema,
} from '@agentdeck/api-client';
import { Router } from 'express';
import { z } from 'zod';
import type { PromptEnhancer } from '../enhance/enhancer';
import { sendData, sendError } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { promptFrameworks } from '../seed/frameworks';
import { runMetadata, runMetadataPaths } from '../seed/run-metadata';
import type { Store } from '../store/store';

const sourceSetting = z.object({ id: z.string().min(1), isSLM: z.boolean() });

/** Configurations, intellisense and prompt enhancement: mounted behind requireWorkspace. */
export function promptToolRoutes(store: Store, enhancer: PromptEnhancer): Router {
  const router = Router({ mergeParams: true });

  router.get('/configurations', (_req, res) => sendData(res, store.configurations.list(res.locals.workspace.id)));
  router.post('/configurations', validate(configurationSchema), (_req, res) => {
    const { key, value } = res.locals.body as z.infer<typeof configurationSchema>;
    if (key === PROMPT_ENHANCEMENT_SOURCE_KEY && !sourceSetting.safeParse(safeJson(value)).success) {
      return sendError(res, 400, 'Validation failed', ['value: Must be JSON {id, isSLM}']);
    }
    store.configurations.set(res.locals.workspace.id, key, value);
    sendData(res, { key, value });
  });

  const names = (wid: string) => ({
    api: store.records.list(wid, 'apiTool').map(({ id, name }) => ({ id, name: String(name) })),
    mcp: store
      .records.list(wid, 'mcpServer')
      .map(({ id, name, configurations }) => ({ id, name: String(name), selected_tools: (configurations as { selected_tools: string[] }).selected_tools }))
      .filter((item) => item.selected_tools.length > 0),
    rag: store.records.list(wid, 'vectorRag').map(({ id, name }) => ({ id, name: String(name) })),
    graphRag: store.records.list(wid, 'graphRag').map(({ id, name }) => ({ id, name: String(name) })),
    variables: store.records.list(wid, 'variable').map(({ id, name, dataType }) => ({ id, name: String(name), dataType: String(dataType) })),
    agents: store.records.list(wid, 'agent').map(({ id, name }) => ({ id, name: String(name) })),
  });

  router.post('/prompt-template/intellisense', validate(intellisenseBodySchema), (_req, res) => {
    const n = names(res.locals.workspace.id);
    sendData(res, {
      tools: { api: { shared: n.api }, mcp: { shared: n.mcp }, rag: { shared: n.rag }, graphRag: { shared: n.graphRag } },
      variables: { shared: n.variables },
      agents: { shared: n.agents },
      metadata: runMetadata,
    });
  });

  router.post('/prompt-template/enhance', validate(enhancePromptBodySchema), async (_req, res) => {
    const body = res.locals.body as z.infer<typeof enhancePromptBodySchema>;
    const wid = res.locals.workspace.id;
    const setting = store.configurations.list(wid).find((c) => c.key === PROMPT_ENHANCEMENT_SOURCE_KEY);
    const source = sourceSetting.safeParse(safeJson(setting?.value));
    if (!source.success || !store.records.get(wid, source.data.isSLM ? 'slm' : 'llm', source.data.id)) {
      return sendError(res, 400, 'You need to set your intelligent source in Settings.');
    }
    const framework = promptFrameworks.find((f) => f.type === body.promptFrameworkType);
    if (!framework) return sendError(res, 400, 'Please select a valid prompt framework.');
    const n = names(wid);
    const knownNames = [
      ...[...n.variables, ...n.api, ...n.mcp, ...n.rag, ...n.graphRag, ...n.agents].map((item) => item.name),
      ...runMetadataPaths,
    ];
    sendData(res, await enhancer.enhance({ prompt: body.currentPrompt, framework, knownNames, intelligentSource: source.data }));
  });

  return router;
}

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

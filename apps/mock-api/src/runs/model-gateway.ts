import { setTimeout as sleep } from 'node:timers/promises';
import { hashOf } from './text-hash';

/** The model a step calls, as its LLM or SLM record names it. */
export interface GatewayModel {
  id: string;
  name: string;
  provider: string;
  modelName: string;
}

export interface ModelRequest {
  model: GatewayModel;
  /** The prompt template's text, variables filled. */
  prompt: string;
  /** The input the agent answers, with what it retrieved. */
  input: string;
  signal?: AbortSignal;
}

export interface ModelAnswer {
  text: string;
  promptTokens: number;
  completionTokens: number;
}

/** A tool an agent offers its model: an MCP server's tool or an API tool, with its input's JSON schema. */
export interface OfferedTool {
  name: string;
  description: string;
  inputSchema: { properties?: Record<string, { type?: string }>; required?: string[] };
  /** Whether calling it changes nothing (an MCP tool's readOnlyHint, an API tool's GET). */
  readOnly: boolean;
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/**
 * The one seam where a workflow's language model is called (design section 2.1), as
 * `PromptEnhancer` is for prompt enhancement. A real implementation would call the provider
 * with the model's vault key; the engine does not know which one stands behind it.
 */
export interface ModelGateway {
  /** Which of the offered tools the model calls before it answers, and with what. */
  planToolCalls(request: ModelRequest, tools: readonly OfferedTool[]): Promise<ToolCall[]>;
  complete(request: ModelRequest): Promise<ModelAnswer>;
}

/** Tokens as a tokenizer counts them closely enough for usage: each word and each punctuation mark. */
export const countTokens = (text: string) => text.match(/[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu)?.length ?? 0;

/** One credit per 1,000 tokens where the model catalogue sets no rate of its own (design section 2.1). */
export const DEFAULT_CREDITS_PER_TOKEN = 1 / 1000;

export const creditsFor = (tokens: number, creditsPerToken = DEFAULT_CREDITS_PER_TOKEN) => Math.round(tokens * creditsPerToken * 1e6) / 1e6;

/** A model's own latency in milliseconds, from 250 to 1,450, before the mock API's scale. */
export const modelLatencyMs = (model: GatewayModel) => 250 + (hashOf(`${model.provider}/${model.modelName}`) % 1200);

const closings = [
  'I have checked it against the instructions.',
  'Let me know if anything else is needed.',
  'This follows the policy as written.',
  'The details above are all that the request needs.',
];

/**
 * The shipped gateway: same model, prompt and input, same text. The answer restates the input's
 * first sentence under the model's name, so conditions downstream can read something real.
 * `latencyScale` multiplies each model's latency (0 answers at once, as in tests). It calls the
 * read-only tools it is offered, each text input given the request's message.
 */
export function deterministicModelGateway(latencyScale: number): ModelGateway {
  return {
    // Only tools that change nothing are called unasked: each text input gets the request's message.
    async planToolCalls({ input }, tools) {
      const message = input.split('\n')[0] ?? '';
      return tools
        .filter((tool) => tool.readOnly)
        .map((tool) => ({
          name: tool.name,
          arguments: Object.fromEntries(
            (tool.inputSchema.required ?? []).filter((name) => (tool.inputSchema.properties?.[name]?.type ?? 'string') === 'string').map((name) => [name, message]),
          ),
        }));
    },
    async complete({ model, prompt, input, signal }) {
      const wait = modelLatencyMs(model) * latencyScale;
      if (wait > 0) await sleep(wait, undefined, { signal });
      // The request is the input's first line; what follows is context (retrieved passages, tool answers).
      const firstSentence = (input.split('\n')[0] ?? '').replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/)[0] ?? '';
      const closing = closings[hashOf(`${model.modelName}\n${prompt}\n${input}`) % closings.length]!;
      const text = `${firstSentence ? `Regarding "${firstSentence}": ` : ''}${model.modelName} answered per its instructions. ${closing}`;
      return { text, promptTokens: countTokens(prompt) + countTokens(input), completionTokens: countTokens(text) };
    },
  };
}

import { z } from 'zod';
import { defineResource } from '../resource';
import {
  currentPromptRule,
  promptDescriptionRule,
  promptFrameworkRule,
  promptKeyRule,
  promptRule,
} from '../rules/promptTemplate';
import { SELF_LEARNING_MESSAGES } from '../rules/selfLearning';
import { resourcePaths } from '../routes';

/** Prompt template (spec 000 sections 3.3 and 5.2): name is the prompt key. */
export const promptTemplateResource = defineResource({
  path: resourcePaths.promptTemplate,
  label: 'Prompt Template',
  nameField: 'name',
  fields: {
    name: promptKeyRule,
    description: promptDescriptionRule,
    configurations: z.strictObject({ prompt_template: promptRule }),
  },
});

/** Intellisense data (spec 000 section 3.9): groups of named items. */
export interface MetadataNode {
  name: string;
  description?: string;
  children?: MetadataNode[];
}
const metadataNodeSchema: z.ZodType<MetadataNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    description: z.string().optional(),
    children: z.array(metadataNodeSchema).optional(),
  }),
).meta({ id: 'MetadataNode' }); // names the recursive part in the OpenAPI document's components
const named = z.object({ id: z.string().optional(), name: z.string() });
const shared = <T extends z.ZodType>(item: T) => z.object({ shared: z.array(item) });
export const intellisenseBodySchema = z.strictObject({
  workflowId: z.string().nullable().default(null),
});
export const intellisenseSchema = z.object({
  tools: z.object({
    api: shared(named),
    mcp: shared(named.extend({ selected_tools: z.array(z.string()).min(1) })),
    rag: shared(named),
    graphRag: shared(named),
  }),
  variables: shared(named.extend({ dataType: z.string().optional() })),
  agents: shared(named),
  /** Run metadata a prompt can read, nested (spec 002 section 3: 'metadata (nested children)'). */
  metadata: z.array(metadataNodeSchema),
});

/** Prompt enhancement request (spec 000 section 3.4). */
export const promptFrameworkRefSchema = z.strictObject({
  type: promptFrameworkRule,
  title: z.string(),
  description: z.string(),
});
export const intelligentSourceRefSchema = z.strictObject({
  id: z.string().min(1, SELF_LEARNING_MESSAGES.intelligentSource),
  isSLM: z.boolean(),
});
export const enhancePromptBodySchema = z.strictObject({
  promptFramework: promptFrameworkRefSchema,
  intelligentSource: intelligentSourceRefSchema.nullable().optional(),
  currentPrompt: currentPromptRule,
  promptFrameworkType: promptFrameworkRule,
});
/** The enhanced prompt text; known variable names stay in double curly braces. */
export const enhancePromptResponseSchema = z.string();

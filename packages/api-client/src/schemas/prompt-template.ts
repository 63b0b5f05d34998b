import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, nameSchema } from './common';
import { resourcePaths } from '../routes';

/** Prompt template (spec 000 sections 3.3 and 5.2): name is the prompt key. */
export const promptTemplateResource = defineResource({
  path: resourcePaths.promptTemplate,
  label: 'Prompt Template',
  nameField: 'name',
  fields: {
    name: nameSchema,
    description: descriptionSchema(),
    configurations: z.strictObject({
      prompt_template: z.string().min(1, 'Please enter a prompt').max(20000),
    }),
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
);
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
  type: z.string().min(1, 'Please select prompt framework'),
  title: z.string(),
  description: z.string(),
});
export const intelligentSourceRefSchema = z.strictObject({
  id: z.string().min(1, 'Please select an intelligent source'),
  isSLM: z.boolean(),
});
export const enhancePromptBodySchema = z.strictObject({
  promptFramework: promptFrameworkRefSchema,
  intelligentSource: intelligentSourceRefSchema.nullable().optional(),
  currentPrompt: z.string().trim().min(1, 'Please enter a prompt').max(20000),
  promptFrameworkType: z.string().min(1, 'Please select prompt framework'),
});
/** The enhanced prompt text; known variable names stay in double curly braces. */
export const enhancePromptResponseSchema = z.string();

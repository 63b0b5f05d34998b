import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  knowledgeBaseDescriptionRule,
  knowledgeBaseRules,
  knowledgeBaseSourceRule,
  knowledgeBaseStatusRule,
  nameRule,
  RETRIEVAL_MODES,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';

/**
 * The knowledge base form (002 sections 2, 3 and 5); a Jira source needs its email, token and
 * project key. Indexing figures (last indexed, document count) are not edited: they keep the
 * record's values.
 */
export const knowledgeBaseFormSchema = withConditionalRules(
  z.object({
    name: nameRule(),
    status: knowledgeBaseStatusRule,
    dataSourceType: knowledgeBaseSourceRule,
    description: knowledgeBaseDescriptionRule,
    connector: optionalKey,
    language: optionalKey,
    embeddingModel: optionalKey,
    retrievalMode: z.enum(RETRIEVAL_MODES).nullable().optional(),
    tags: z.array(z.string()).optional(),
    jiraInfor: z
      .object({ email: optionalKey, token: optionalKey, projectKey: optionalKey })
      .nullable()
      .optional(),
    lastIndexedAt: z.string().optional(),
    documentCount: z.number().optional(),
  }),
  knowledgeBaseRules,
);

export type KnowledgeBaseFormValues = z.input<typeof knowledgeBaseFormSchema>;
export type KnowledgeBaseFormOutput = z.output<typeof knowledgeBaseFormSchema>;

/** A new knowledge base's form, or a saved one's. */
export function knowledgeBaseFormValues(
  knowledgeBase: ResourceRecord<'knowledgeBase'> | undefined,
): DefaultValues<KnowledgeBaseFormValues> {
  if (!knowledgeBase) return { name: '', description: '', tags: [] };
  return { ...knowledgeBase, jiraInfor: knowledgeBase.jiraInfor ?? null };
}

/** The body of POST and PUT: Jira's access only for a Jira source; cleared fields left out. */
export function knowledgeBaseBody(
  values: KnowledgeBaseFormOutput,
): ResourceCreateBody<'knowledgeBase'> {
  const optional = {
    connector: filled(values.connector),
    language: filled(values.language),
    embeddingModel: filled(values.embeddingModel),
    retrievalMode: values.retrievalMode ?? undefined,
    lastIndexedAt: values.lastIndexedAt,
    documentCount: values.documentCount,
  };
  return {
    name: values.name,
    description: values.description,
    status: values.status,
    dataSourceType: values.dataSourceType,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    tags: (values.tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== ''),
    ...(values.dataSourceType === 'jira'
      ? {
          jiraInfor: {
            email: values.jiraInfor?.email ?? '',
            token: values.jiraInfor?.token ?? '',
            projectKey: values.jiraInfor?.projectKey ?? '',
          },
        }
      : {}),
  };
}

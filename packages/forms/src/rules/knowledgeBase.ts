import { z } from 'zod';
import { pickedOption } from './choice';
import { withConditionalRules, type ConditionalRule } from './conditional';
import { jiraFields } from './connector';
import { descriptionRule, nameRule } from './text';

/** Knowledge bases (002 sections 3, 5 and 9). */

export const KNOWLEDGE_BASE_STATUSES = ['enabled', 'disabled'] as const;
export const KNOWLEDGE_BASE_SOURCES = [
  'api',
  'email',
  'jira',
  'servicenow',
  'pega',
  'onedrive',
  'google_drive',
  'ftp',
] as const;
export const RETRIEVAL_MODES = ['semantic', 'hybrid', 'keyword'] as const;

/** Knowledge base descriptions need 20 characters (002 sections 5 and 9). */
export const KNOWLEDGE_BASE_DESCRIPTION_MIN = 20;

export const KNOWLEDGE_BASE_MESSAGES = {
  status: 'Please select Knowledge base Status',
  dataSource: 'Please select a data source pipeline',
} as const;

/** The knowledge base form; a Jira source needs its email, token and project key. */
export const knowledgeBaseFormSchema = withConditionalRules(
  z.object({
    name: nameRule(),
    status: pickedOption(KNOWLEDGE_BASE_STATUSES, KNOWLEDGE_BASE_MESSAGES.status),
    dataSourceType: pickedOption(KNOWLEDGE_BASE_SOURCES, KNOWLEDGE_BASE_MESSAGES.dataSource),
    description: descriptionRule('description', { min: KNOWLEDGE_BASE_DESCRIPTION_MIN }),
    jiraInfor: z
      .object({
        email: z.string().optional(),
        token: z.string().optional(),
        projectKey: z.string().optional(),
      })
      .optional(),
  }),
  (v) =>
    v.dataSourceType === 'jira'
      ? Object.entries(jiraFields).map(([field, rule]): ConditionalRule => [
          `jiraInfor.${field}`,
          rule,
        ])
      : [],
);

export type KnowledgeBaseFormValues = z.input<typeof knowledgeBaseFormSchema>;

import { pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { jiraRules } from './connector';
import { descriptionRule } from './text';

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

export const knowledgeBaseStatusRule = pickedOption(
  KNOWLEDGE_BASE_STATUSES,
  KNOWLEDGE_BASE_MESSAGES.status,
);
export const knowledgeBaseSourceRule = pickedOption(
  KNOWLEDGE_BASE_SOURCES,
  KNOWLEDGE_BASE_MESSAGES.dataSource,
);
export const knowledgeBaseDescriptionRule = descriptionRule('description', {
  min: KNOWLEDGE_BASE_DESCRIPTION_MIN,
});

/** A Jira source needs its email, token (a vault key) and project key, in `jiraInfor`. */
export function knowledgeBaseRules(knowledgeBase: { dataSourceType?: unknown }): ConditionalRule[] {
  if (knowledgeBase.dataSourceType !== 'jira') return [];
  return (Object.keys(jiraRules) as (keyof typeof jiraRules)[]).map((field) => [
    `jiraInfor.${field}`,
    jiraRules[field],
  ]);
}

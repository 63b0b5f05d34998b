import { z } from 'zod';
import { defineResource } from '../resource';
import {
  knowledgeBaseDescriptionRule,
  knowledgeBaseRules,
  knowledgeBaseSourceRule,
  knowledgeBaseStatusRule,
  RETRIEVAL_MODES,
} from '../rules/knowledgeBase';
import { nameRule } from '../rules/text';
import { resourcePaths } from '../routes';

/** Knowledge base (spec 002 section 3), kept by the server (spec README decision 6). */
export const knowledgeBaseResource = defineResource({
  path: resourcePaths.knowledgeBase,
  label: 'Knowledge base',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: knowledgeBaseDescriptionRule,
    status: knowledgeBaseStatusRule,
    dataSourceType: knowledgeBaseSourceRule,
    connector: z.string().optional(),
    language: z.string().optional(),
    lastIndexedAt: z.iso.datetime().optional(),
    documentCount: z.number().int().min(0).default(0),
    embeddingModel: z.string().optional(),
    retrievalMode: z.enum(RETRIEVAL_MODES).optional(),
    tags: z.array(z.string().min(1)).default([]),
    jiraInfor: z
      .strictObject({
        email: z.string().optional(),
        token: z.string().optional(),
        projectKey: z.string().optional(),
      })
      .optional(),
  },
  rules: knowledgeBaseRules,
});

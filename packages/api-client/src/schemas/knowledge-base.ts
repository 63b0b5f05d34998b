import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, nameSchema } from './common';
import { resourcePaths } from '../routes';

export const dataSourceTypes = ['api', 'email', 'jira', 'servicenow', 'pega', 'onedrive', 'google_drive', 'ftp'] as const;

/** Knowledge base (spec 002 section 3), kept by the server (spec README decision 6). */
export const knowledgeBaseResource = defineResource({
  path: resourcePaths.knowledgeBase,
  label: 'Knowledge base',
  nameField: 'name',
  fields: {
    name: nameSchema,
    description: descriptionSchema(20),
    status: z.enum(['enabled', 'disabled'], { message: 'Please select Knowledge base Status' }),
    dataSourceType: z.enum(dataSourceTypes, { message: 'Please select a data source pipeline' }),
    connector: z.string().optional(),
    language: z.string().optional(),
    lastIndexedAt: z.iso.datetime().optional(),
    documentCount: z.number().int().min(0).default(0),
    embeddingModel: z.string().optional(),
    retrievalMode: z.enum(['semantic', 'hybrid', 'keyword']).optional(),
    tags: z.array(z.string().min(1)).default([]),
    jiraInfor: z.strictObject({ email: z.email(), token: z.string().min(1), projectKey: z.string().min(1) }).optional(),
  },
  refine: (v, ctx) => {
    if (v.dataSourceType === 'jira' && !v.jiraInfor) {
      ctx.addIssue({ code: 'custom', path: ['jiraInfor'], message: 'Please enter the Jira email, token and project key' });
    }
  },
});

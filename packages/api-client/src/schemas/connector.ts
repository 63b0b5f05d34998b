import { z } from 'zod';
import { defineResource } from '../resource';
import { authorizationSchema, descriptionSchema, nameSchema } from './common';
import { resourcePaths } from '../routes';

export const connectorTypes = ['Pega', 'MySQL', 'PostgreSQL', 'SQLite', 'Jira', 'Trading News'] as const;
export const assetClasses = [
  'fx', 'crypto', 'equities', 'commodities', 'bonds', 'indices-etfs', 'meme-stocks',
  'defi-tokens-nfts', 'precious-metals', 'real-estate-reits',
] as const;
export const newsSources = [
  'x', 'reddit', 'bloomberg-news', 'discord', 'cnbc-financial-news', 'economic-calendars',
  'company-reports-sec', 'stocktwits',
] as const;

/**
 * Connector (spec 002 section 3). The configuration holds the fields of every kind as optional;
 * the refinement requires those of the chosen type.
 */
export const connectorResource = defineResource({
  path: resourcePaths.connector,
  label: 'Connector',
  nameField: 'name',
  fields: {
    name: nameSchema,
    description: descriptionSchema(),
    type: z.enum(connectorTypes, { message: 'Please select Connector Type' }),
    configurations: z.strictObject({
      authorization: authorizationSchema.optional(),
      databaseId: z.string().optional(),
      queryType: z.enum(['Static', 'Parameterized', 'Dynamic'], { message: 'Please select Query Type' }).optional(),
      staticQuery: z.string().optional(),
      parameterizedQuery: z.string().optional(),
      databaseSchema: z.string().optional(),
      email: z.strictObject({ email: z.email() }).optional(),
      projectKey: z.string().optional(),
      jiraToken: z.strictObject({ token: z.string().min(1) }).optional(),
      selectedSources: z.array(z.enum(newsSources)).optional(),
      sourceConfigurations: z
        .array(
          z.strictObject({
            dataSource: z.enum(newsSources),
            weightPercentage: z.number().min(0, 'Must be between 0-100').max(100, 'Must be between 0-100'),
            assetClass: z.array(z.enum(assetClasses)),
          }),
        )
        .optional(),
      sensitivityTuning: z
        .array(
          z.strictObject({
            assetClass: z.enum(assetClasses),
            sensitivity: z.enum(['highly_sensitive', 'moderately_sensitive']),
            mostImpactedBy: z.array(z.string()),
          }),
        )
        .optional(),
    }),
  },
  refine: (v, ctx) => {
    const c = v.configurations;
    const need = (ok: unknown, key: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: ['configurations', key], message });
    };
    if (v.type === 'Pega') need(c.authorization, 'authorization', 'Please select authorization');
    if (v.type === 'MySQL' || v.type === 'PostgreSQL' || v.type === 'SQLite') {
      need(c.databaseId, 'databaseId', 'Please select a database');
      need(c.queryType, 'queryType', 'Please select Query Type');
    }
    if (v.type === 'Jira') {
      need(c.email, 'email', 'Please enter an email');
      need(c.projectKey, 'projectKey', 'Please enter a project key');
      need(c.jiraToken, 'jiraToken', 'Please enter a token');
    }
    if (v.type === 'Trading News') need(c.selectedSources?.length, 'selectedSources', 'Select Sources');
  },
});

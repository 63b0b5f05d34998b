import { z } from 'zod';
import { defineResource } from '../resource';
import {
  ASSET_CLASSES,
  assetClassRule,
  connectorRules,
  connectorTypeRule,
  NEWS_SOURCES,
  pegaAuthTypeRule,
  queryTypeRule,
  sensitivityRule,
} from '../rules/connector';
import { descriptionRule, nameRule } from '../rules/text';
import { resourcePaths } from '../routes';

const text = z.string().optional();

/**
 * Connector (spec 002 section 3). The configuration holds the fields of every kind as optional;
 * `connectorRules` requires those of the chosen type. Jira keeps the documented shapes,
 * email {email} and jiraToken {token}.
 */
export const connectorResource = defineResource({
  path: resourcePaths.connector,
  label: 'Connector',
  nameField: 'name',
  fields: {
    name: nameRule(),
    description: descriptionRule(),
    type: connectorTypeRule,
    configurations: z.strictObject({
      authorization: z
        .strictObject({
          authType: pegaAuthTypeRule.optional(),
          meta: z
            .strictObject({
              tokenEndpointURL: text,
              username: text,
              passwordReference: text,
              clientID: text,
              clientSecretReference: text,
            })
            .optional(),
        })
        .optional(),
      databaseId: text,
      queryType: queryTypeRule.optional(),
      staticQuery: text,
      parameterizedQuery: text,
      databaseSchema: text,
      email: z.strictObject({ email: text }).optional(),
      projectKey: text,
      jiraToken: z.strictObject({ token: text }).optional(),
      selectedSources: z.array(z.enum(NEWS_SOURCES)).optional(),
      sourceConfigurations: z
        .array(
          z.strictObject({
            dataSource: z.enum(NEWS_SOURCES),
            weightPercentage: z.number(),
            assetClass: z.array(z.enum(ASSET_CLASSES)),
          }),
        )
        .optional(),
      sensitivityTuning: z
        .array(
          z.strictObject({
            assetClass: assetClassRule,
            sensitivity: sensitivityRule,
            mostImpactedBy: z.array(z.string()),
          }),
        )
        .optional(),
    }),
  },
  rules: (v) =>
    connectorRules(v.type, v.configurations, {
      prefix: 'configurations',
      jira: {
        email: 'configurations.email.email',
        projectKey: 'configurations.projectKey',
        token: 'configurations.jiraToken.token',
      },
    }),
});

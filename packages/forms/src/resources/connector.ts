import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  connectorRules,
  connectorTypeRule,
  DATABASE_CONNECTOR_TYPES,
  descriptionRule,
  nameRule,
  PEGA_META_FIELDS,
  withConditionalRules,
  type PegaAuthType,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';

/** New/Edit Connector (002 sections 2 to 5): each type's configuration, Jira's fields flat. */

const configurationSchema = z.object({
  authorization: z
    .object({
      authType: optionalKey,
      meta: z
        .object({
          tokenEndpointURL: optionalKey,
          username: optionalKey,
          passwordReference: optionalKey,
          clientID: optionalKey,
          clientSecretReference: optionalKey,
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  databaseId: optionalKey,
  queryType: optionalKey,
  staticQuery: optionalKey,
  parameterizedQuery: optionalKey,
  databaseSchema: optionalKey,
  email: optionalKey,
  projectKey: optionalKey,
  token: optionalKey,
  selectedSources: z.array(z.string()).optional(),
  sourceConfigurations: z
    .array(
      z.object({
        dataSource: z.string(),
        weightPercentage: z.number().nullable(),
        assetClass: z.array(z.string()),
      }),
    )
    .optional(),
  // A new tuning row has nothing picked yet: its rules say what is missing.
  sensitivityTuning: z
    .array(
      z.object({
        assetClass: optionalKey,
        sensitivity: optionalKey,
        mostImpactedBy: z.array(z.string()),
      }),
    )
    .optional(),
});

/** Where the form keeps Jira's fields: flat strings, where the body nests email and token. */
const FORM_JIRA_PATHS = {
  email: 'configurations.email',
  projectKey: 'configurations.projectKey',
  token: 'configurations.token',
};

export const connectorFormSchema = withConditionalRules(
  z.object({
    name: nameRule(),
    type: connectorTypeRule,
    description: descriptionRule(),
    configurations: configurationSchema.optional(),
  }),
  (v) =>
    connectorRules(v.type, v.configurations, { prefix: 'configurations', jira: FORM_JIRA_PATHS }),
);

export type ConnectorFormValues = z.input<typeof connectorFormSchema>;
export type ConnectorFormOutput = z.output<typeof connectorFormSchema>;
type SourceRow = NonNullable<z.input<typeof configurationSchema>['sourceConfigurations']>[number];

/**
 * Trading News rows follow the chosen sources: a new source adds a row with weight 0 and no asset
 * classes, a removed source removes its row (002 section 4).
 */
export function tradingNewsSourceRows(
  selectedSources: readonly string[],
  rows: readonly SourceRow[],
): SourceRow[] {
  return selectedSources.map(
    (source) =>
      rows.find((row) => row.dataSource === source) ?? {
        dataSource: source,
        weightPercentage: 0,
        assetClass: [],
      },
  );
}

/**
 * A new connector's form (no type picked yet; Pega would start without authorization, 002
 * section 3), or a saved one's, Jira's fields flattened.
 */
export function connectorFormValues(
  connector: ResourceRecord<'connector'> | undefined,
): DefaultValues<ConnectorFormValues> {
  if (!connector)
    return { name: '', description: '', configurations: { authorization: { authType: 'none' } } };
  const { email, jiraToken, ...rest } = connector.configurations;
  return {
    name: connector.name,
    type: connector.type,
    description: connector.description,
    configurations: {
      ...rest,
      ...(email ? { email: email.email ?? '' } : {}),
      ...(jiraToken ? { token: jiraToken.token ?? null } : {}),
    },
  };
}

type Configuration = ResourceCreateBody<'connector'>['configurations'];
type FormConfiguration = NonNullable<ConnectorFormOutput['configurations']>;

/** Pega's authorization with only its type's fields: client credentials clear username and password. */
function pegaAuthorization(config: FormConfiguration): Configuration {
  const authType = config.authorization?.authType as PegaAuthType;
  const meta = Object.fromEntries(
    (PEGA_META_FIELDS[authType] ?? []).flatMap((field) => {
      const value = filled(config.authorization?.meta?.[field]);
      return value ? [[field, value]] : [];
    }),
  );
  return { authorization: Object.keys(meta).length > 0 ? { authType, meta } : { authType } };
}

function databaseQuery(config: FormConfiguration): Configuration {
  const queryType = config.queryType as Configuration['queryType'];
  const schema = filled(config.databaseSchema);
  return {
    databaseId: config.databaseId ?? '',
    queryType,
    ...(queryType === 'Static' ? { staticQuery: config.staticQuery ?? '' } : {}),
    ...(queryType === 'Parameterized'
      ? { parameterizedQuery: config.parameterizedQuery ?? '' }
      : {}),
    ...(schema ? { databaseSchema: schema } : {}),
  };
}

function tradingNews(config: FormConfiguration): Configuration {
  const sources = (config.selectedSources ?? []) as NonNullable<Configuration['selectedSources']>;
  const rows = tradingNewsSourceRows(sources, config.sourceConfigurations ?? []);
  return {
    selectedSources: sources,
    sourceConfigurations: rows.map((row) => ({
      ...row,
      weightPercentage: row.weightPercentage ?? 0,
    })) as Configuration['sourceConfigurations'],
    ...(config.sensitivityTuning?.length
      ? { sensitivityTuning: config.sensitivityTuning as Configuration['sensitivityTuning'] }
      : {}),
  };
}

/**
 * The body of POST and PUT (002 section 7): only the chosen type's configuration, Jira's email and
 * token in their documented shapes, email {email} and jiraToken {token} (002 section 3).
 */
export function connectorBody(values: ConnectorFormOutput): ResourceCreateBody<'connector'> {
  const config = values.configurations ?? {};
  const configurations: Configuration =
    values.type === 'Pega'
      ? pegaAuthorization(config)
      : (DATABASE_CONNECTOR_TYPES as readonly string[]).includes(values.type)
        ? databaseQuery(config)
        : values.type === 'Jira'
          ? {
              email: { email: config.email ?? '' },
              projectKey: config.projectKey ?? '',
              jiraToken: { token: config.token ?? '' },
            }
          : tradingNews(config);
  return { name: values.name, type: values.type, description: values.description, configurations };
}

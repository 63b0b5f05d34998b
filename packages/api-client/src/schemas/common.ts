import { z } from 'zod';

/** Digits only, as in the routes `/workspace/{wid}/…` (spec 000 section 2.1). */
export const workspaceIdSchema = z.string().regex(/^\d+$/, 'Workspace id must be digits');
export const recordIdSchema = z.string().min(1).max(200);

/** Every success body is `{ data }` (spec README decision 4). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every error body (spec README decision 4): one `errors` entry per problem. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The shared "no leading or trailing spaces" rule of the vault and variable forms. */
export const trimmedText = (field: string) =>
  z
    .string()
    .min(1, `Please enter a ${field}`)
    .refine((v) => !v.startsWith(' '), `No leading spaces in ${field}`)
    .refine((v) => !v.endsWith(' '), `No trailing spaces in ${field}`);

export const nameSchema = z.string().trim().min(1, 'Please enter a name').max(200);
export const descriptionSchema = (min = 5) =>
  z
    .string()
    .min(1, 'Please enter a description')
    .min(min, `Description must be at least ${min} characters long`)
    .max(2000);

/** Variable-style names (variables, MCP server names): spec 000 5.5, spec 001 section 5. */
export const variableStyleName = trimmedText('variable name').pipe(
  z.string().regex(/^[A-Za-z0-9_]+$/, 'Letters, digits and _ only allowed'),
);

export const urlSchema = z.url({ message: 'Please enter a valid URL' });
export const temperatureSchema = z.number().min(0).max(1);

/** Fields the server adds to every stored record. */
export const recordMeta = {
  id: z.string(),
  isReadOnly: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Key-value rows (spec 000 5.6, spec 001 section 3). */
export const keyValueRowSchema = z.strictObject({
  name: z.string(),
  dataType: z.enum(['string', 'int', 'float', 'bool', 'list', 'dict']),
  value: z.string(),
});

/** Provider entry carried by a model record (spec 001 section 3). */
export const providerConfigSchema = z.strictObject({
  id: z.string(),
  value: z.string(),
  logo: z.string().optional(),
  description: z.string().optional(),
});

/** Authorization types of MCP servers, API tools and Pega connectors (spec 001, 002 section 9). */
export const authTypes = ['none', 'basic', 'bearer', 'apiKey', 'sso', 'oauth2', 'clientCredentials'] as const;
export const authorizationSchema = z.strictObject({
  authType: z.enum(authTypes, { message: 'Please select authorization' }),
  meta: z
    .strictObject({
      username: z.string().optional(),
      password: z.string().optional(),
      token: z.string().optional(),
      headerName: z.string().optional(),
      headerValue: z.string().optional(),
      tokenEndpointURL: z.string().optional(),
      passwordReference: z.string().optional(),
      clientID: z.string().optional(),
      clientSecretReference: z.string().optional(),
    })
    .optional(),
});

/** An LLM-or-SLM choice, split on save into llmId or slmId (spec 001 section 3). */
export const sourceRefSchema = z.strictObject({
  sourceValue: z.string().optional(),
  llmId: z.string().optional(),
  slmId: z.string().optional(),
  promptId: z.string().optional(),
});

/** 32 cloud region codes offered for region selection (spec 000 3.5). */
export const awsRegions = [
  'us-east-1', 'us-east-2', 'us-west-1', 'us-west-2', 'af-south-1', 'ap-east-1', 'ap-south-1',
  'ap-south-2', 'ap-southeast-1', 'ap-southeast-2', 'ap-southeast-3', 'ap-southeast-4',
  'ap-northeast-1', 'ap-northeast-2', 'ap-northeast-3', 'ca-central-1', 'ca-west-1',
  'eu-central-1', 'eu-central-2', 'eu-west-1', 'eu-west-2', 'eu-west-3', 'eu-south-1',
  'eu-south-2', 'eu-north-1', 'il-central-1', 'me-south-1', 'me-central-1', 'sa-east-1',
  'us-gov-east-1', 'us-gov-west-1', 'cn-north-1',
] as const;
export const regionSchema = z.enum(awsRegions, { message: 'Please select a region' });

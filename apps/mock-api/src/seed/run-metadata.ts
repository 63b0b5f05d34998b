/**
 * The run metadata a prompt can read (spec 002 section 3: intellisense 'metadata (nested
 * children)'). The documents do not list the fields; these are what every workflow run carries,
 * the same in every workspace.
 */
export const runMetadata = [
  {
    name: 'session',
    children: [
      { name: 'id', description: 'The conversation session of this run' },
      { name: 'started_at', description: 'When the session began (ISO 8601)' },
    ],
  },
  {
    name: 'user',
    children: [
      { name: 'id', description: 'The end user the workflow runs for' },
      { name: 'name', description: 'Their display name' },
      { name: 'email', description: 'Their email address' },
    ],
  },
  {
    name: 'workflow',
    children: [
      { name: 'id', description: 'The running workflow' },
      { name: 'name', description: 'Its name' },
      { name: 'version', description: 'Its released version' },
    ],
  },
  {
    name: 'request',
    children: [
      { name: 'channel', description: 'Where the request came from: web, api, slack...' },
      { name: 'language', description: 'The language the user wrote in' },
    ],
  },
];

/** Each leaf's dotted path ('session.id'): the names a prompt uses, kept in braces. */
export const runMetadataPaths = runMetadata.flatMap((group) =>
  group.children.map((field) => `${group.name}.${field.name}`),
);

// Only re-exports: the hooks are made at the top of queries.ts, calls a bundler keeps, so an app
// importing just `ApiClientProvider` (the console's first page) does not load them and SWR with it.
export { ApiClientProvider, useApiClient } from './context';
export { createMutationHook, createQueryHook, createResourceHooks, swrDefaults, type ApiKey } from './factory';
export * from './queries';

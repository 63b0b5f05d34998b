import { defineConfig } from 'vite';
import { libraryBuild } from '../../scripts/library-build.ts';
import pkg from './package.json' with { type: 'json' };

// The contract and the fetch client (no React); at `@agentdeck/api-client/hooks` the SWR hooks
// and their provider; at `/rules` the validation rules the contract is built from; at `/workflow`
// the workflow graph module.
export default defineConfig({
  build: libraryBuild(pkg, {
    index: 'src/index.ts',
    hooks: 'src/hooks/index.ts',
    rules: 'src/rules/index.ts',
    workflow: 'src/workflow/index.ts',
  }),
});

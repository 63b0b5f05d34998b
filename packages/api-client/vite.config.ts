import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  build: {
    // The contract; at `@agentdeck/api-client/rules` the validation rules it is built from; at
    // `@agentdeck/api-client/workflow` the workflow graph module.
    lib: {
      entry: { index: 'src/index.ts', rules: 'src/rules/index.ts', workflow: 'src/workflow/index.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    sourcemap: true,
    rolldownOptions: {
      // The client imports the contract lazily (only `validateResponses` needs its schemas) so an
      // app bundling it from source keeps zod out of the pages that only call the API; the
      // package's own single file holds the contract anyway, which rolldown would warn about.
      checks: { ineffectiveDynamicImport: false },
      // The rules both entries share, under a name that says so.
      output: { chunkFileNames: 'shared-[hash].js' },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});

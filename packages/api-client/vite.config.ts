import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    sourcemap: true,
    rolldownOptions: {
      // The client imports the contract lazily (only `validateResponses` needs its schemas) so an
      // app bundling it from source keeps zod out of the pages that only call the API; the
      // package's own single file holds the contract anyway, which rolldown would warn about.
      checks: { ineffectiveDynamicImport: false },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(pkg.peerDependencies),
  ...Object.keys(pkg.dependencies),
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      // `theme`: vars, tokens and theme class names without the components (`@agentdeck/ui/theme`).
      entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'ui',
    },
    sourcemap: true,
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id === 'react/jsx-runtime',
    },
  },
});

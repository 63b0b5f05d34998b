import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Dependencies and peers (react, react-hook-form, zod, @agentdeck/ui...) stay imports: the app
// installs one copy of each, so react-hook-form's context and ui's components are shared.
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  plugins: [react()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    sourcemap: true,
    rolldownOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) ||
        id === 'react/jsx-runtime',
    },
  },
});

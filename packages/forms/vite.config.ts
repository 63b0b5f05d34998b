import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryBuild } from '../../scripts/library-build.ts';
import pkg from './package.json' with { type: 'json' };

// Dependencies and peers (react, react-hook-form, zod, @agentdeck/ui...) stay imports: the app
// installs one copy of each, so react-hook-form's context and ui's components are shared.
// `schemas`: the form schemas and body mappers without React (`@agentdeck/forms/schemas`).
export default defineConfig({
  plugins: [react()],
  build: libraryBuild(pkg, { index: 'src/index.ts', schemas: 'src/resources/index.ts' }),
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The mock API the dev server and the preview server forward `/api` and `/chatbot` to. */
const mockApiUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';
const proxy = {
  '/api': { target: mockApiUrl, changeOrigin: true },
  '/chatbot': { target: mockApiUrl, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // Read the workspace packages from source (their `@agentdeck/source` export), no build needed.
    conditions: ['@agentdeck/source', ...defaultClientConditions],
  },
  // vanilla-extract evaluates .css.ts files in its own server-side Vite, which reads this config
  // but replaces `ssr`: without the same condition there, a console style would read the theme
  // contract from packages/ui/dist, whose CSS variable names differ from the source's.
  environments: { ssr: { resolve: { conditions: ['@agentdeck/source', ...defaultServerConditions] } } },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    sourcemap: true,
    // .vite/manifest.json maps each source module to its chunk and static imports: bench/console
    // reads it to size what the first route loads and each lazy route.
    manifest: true,
    // vanilla-extract evaluates every .css.ts file during the build, which rolldown reports as a
    // slow plugin on every run; the figure is expected and says nothing to act on.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});

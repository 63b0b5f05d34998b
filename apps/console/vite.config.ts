import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

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
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: { sourcemap: true },
});

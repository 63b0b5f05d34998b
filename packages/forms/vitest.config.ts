import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Read the workspace packages from source (the rules from @agentdeck/api-client, the prompt
// helpers from @agentdeck/ui, whose styles need the vanilla-extract plugin), no build needed.
const conditions = ['@agentdeck/source', ...defaultServerConditions];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker for all files: no test mocks a module or leaves global state behind,
    // and importing everything afresh for each file was up to half of the suite's time (issue 21).
    isolate: false,
  },
});

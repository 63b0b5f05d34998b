import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Read the workspace packages from source (the condition language), so no build is needed first.
const conditions = ['@agentdeck/source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph per worker for all files: no test mocks a module or leaves global state behind,
    // and importing everything afresh for each file was up to half of the suite's time (issue 21).
    isolate: false,
  },
});

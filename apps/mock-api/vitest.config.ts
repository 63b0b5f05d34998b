import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@agentdeck/source'] },
  ssr: { resolve: { conditions: ['@agentdeck/source'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker for all files: no test mocks a module or leaves global state behind,
    // and importing everything afresh for each file was up to half of the suite's time (issue 21).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

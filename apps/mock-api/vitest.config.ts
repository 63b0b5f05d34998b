import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@agentdeck/source'] },
  ssr: { resolve: { conditions: ['@agentdeck/source'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@agentdeck/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});

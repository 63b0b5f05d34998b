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
  },
});

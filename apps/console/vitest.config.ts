import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Read the workspace packages from source, like the app does, so no build is needed first.
const conditions = ['@agentdeck/source', ...defaultServerConditions];

// Unit tests of the console's pure logic (header model, guard, paths, sidebar rules): no DOM.
export default defineConfig({
  // The design system's theme (tokens) is imported by some of the logic under test.
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});

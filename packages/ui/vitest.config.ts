import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker for all files: no test mocks a module or leaves global state behind,
    // and importing everything afresh for each file was up to half of the suite's time (issue 21).
    isolate: false,
  },
});

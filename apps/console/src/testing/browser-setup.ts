import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react/pure';

// The browser tests of a page share one module graph (`isolate: false` in vitest.config.ts):
// what a file's import would have reset, each test resets here. vitest-browser-react registers
// its own clean-up when first imported, which attaches it to the first file only.
beforeEach(async () => {
  await cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { misplacedClientDirectives } from '../../../tests/support/client-boundaries';

// A React Server Components app (Next.js App Router) runs a module without `'use client'` on the
// server; one that creates a context or calls a hook there fails ("createContext is not a
// function"). Each module that needs React state or the browser says so; pure ones do not, so
// a server can import them (the build keeps each module's directive: see packaging.test.ts).
describe("the package's client modules", () => {
  it("start with 'use client' exactly where they need React state, context or a browser-only library", () => {
    expect(misplacedClientDirectives(path.resolve(import.meta.dirname, '../src'))).toEqual({ missing: [], needless: [] });
  });
});

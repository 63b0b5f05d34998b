import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which modules of a package are client modules for React Server Components (`'use client'`):
 * those that import a library built on React state or the browser (react-aria, react-hook-form,
 * SWR, the virtualiser, react-dom), create a context or call a hook. `useId`, `useMemo`,
 * `useCallback` and `use` are left out: React runs them in server components too, so a component
 * using only those (Card, Spinner) stays server-safe. CodeMirror's modules are not React: they
 * are reached only through the editor component, which is a client module.
 */
const clientLibrary =
  /^import (?!type )[^;]*? from '(react-aria-components|react-aria|@react-aria\/[^']+|react-stately|react-hook-form|@hookform\/[^']+|swr|swr\/[^']+|@tanstack\/react-virtual|react-dom)';/ms;
const clientReact = /\b(use(?!Id\b|Memo\b|Callback\b)[A-Z]\w*|createContext)\s*[(<]/;

export const needsClientDirective = (source: string) =>
  source.split(/\n(?=import )/).some((part) => clientLibrary.test(part)) || clientReact.test(source);

export const hasClientDirective = (source: string) => /^['"]use client['"];?/.test(source);

/** The published TypeScript modules of a `src` folder: no stories, tests, docs or vanilla-extract styles. */
export function publishedModules(srcDir: string): string[] {
  return readdirSync(srcDir).flatMap((name) => {
    const full = path.join(srcDir, name);
    if (statSync(full).isDirectory()) return name === '__screenshots__' || name === 'docs' ? [] : publishedModules(full);
    return /\.tsx?$/.test(name) && !/\.(stories|test|browser\.test)\.tsx?$|\.css\.ts$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** The modules whose directive disagrees with what they need, relative to `srcDir`. */
export function misplacedClientDirectives(srcDir: string): { missing: string[]; needless: string[] } {
  const missing: string[] = [];
  const needless: string[] = [];
  for (const file of publishedModules(srcDir)) {
    const source = readFileSync(file, 'utf8');
    const relative = path.relative(srcDir, file);
    if (needsClientDirective(source) && !hasClientDirective(source)) missing.push(relative);
    if (!needsClientDirective(source) && hasClientDirective(source)) needless.push(relative);
  }
  return { missing, needless };
}

/**
 * The bare imports (packages) reached from a built module through its relative imports, static
 * and dynamic: what a server loading that entry would load.
 */
export function packagesReachedFrom(entryFile: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"/gm),
      ...code.matchAll(/^import\s*"([^"]+)"/gm),
      ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
    ];
    for (const [, specifier] of specifiers) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  visit(entryFile);
  return packages;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/** The mock API the dev server and the preview server forward `/api` and `/chatbot` to. */
const mockApiUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4010';
const proxy = {
  '/api': { target: mockApiUrl, changeOrigin: true },
  '/chatbot': { target: mockApiUrl, changeOrigin: true },
};

/**
 * react-router 7 defines its components at the top of one module with `React.forwardRef(…)`
 * and `X.displayName = "…"`, statements a bundler must keep: Link, NavLink, Form,
 * ScrollRestoration and their helpers reached the first page although the console uses none of
 * them (about 4 KiB of its gzip JavaScript, issue 10). Marking those calls pure and dropping the
 * display names (only React's developer tools read them) lets tree-shaking remove what is unused.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'agentdeck:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/= (React\d*\.(?:forwardRef|memo))\(/g, '= /* @__PURE__ */ $1(')
          .replace(/^\w+\.displayName = "[^"]*";$/gm, ''),
        // Every line stays where it was, so the incoming source map still fits.
        map: null,
      };
    },
  };
}

/**
 * react-router publishes a production build beside its development one but names only the
 * development one in its exports, so every bundler takes it. They differ in one flag,
 * `ENABLE_DEV_WARNINGS`, whose warnings and developer error screen weighed about 0.6 KiB of gzip
 * JavaScript on the first page (issue 21). The build reads the production files; the dev server
 * and the tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
];

/**
 * react-aria-components modules whose contexts other components import (a text field provides
 * the autocomplete's field context and the text area's), and those contexts.
 */
const racSharedContexts: Record<string, readonly string[]> = {
  Autocomplete: ['AutocompleteContext', 'AutocompleteStateContext', 'SelectableCollectionContext', 'FieldInputContext'],
  TextArea: ['TextAreaContext'],
};
const racPrivate = path.join(path.dirname(createRequire(import.meta.url).resolve('react-aria-components/package.json')), 'dist/private');
const racModule = /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]([\w-]+)\.mjs$/;
const racContextsId = (module: string) => `\0agentdeck:rac-contexts:${module}`;

/** The shared contexts a module defines: `const $…$export$… = /*#__PURE__*\/ (0, $…createContext)(…);` lines. */
function racContextDefinitions(code: string, module: string) {
  // `export {$…$export$… as FieldInputContext, …}`: each context's local name.
  const names = new Map([...code.matchAll(/(\$[\w$]+) as (\w+)\b/g)].map(([, local, name]) => [local!, name!]));
  const definitions = [...code.matchAll(/^const (\$[\w$]+) = \/\*#__PURE__\*\/ \(0, \$[\w$]+createContext\)\((.*)\);$/gm)]
    .map(([line, local, initial]) => ({ line: line!, local: local!, name: names.get(local!) ?? '', initial: initial! }))
    .filter(({ name }) => racSharedContexts[module]!.includes(name));
  if (definitions.length !== racSharedContexts[module]!.length)
    throw new Error(`react-aria-components' ${module}.mjs changed (${definitions.length} of its shared contexts found): update splitRacSharedContexts`);
  return definitions;
}

/**
 * react-aria-components defines the contexts a component shares with others in that component's
 * module, so the sign-in page's text fields brought the whole autocomplete (its hook, keyboard
 * handling and the messages of 34 languages) and the text area, because the console's forms and
 * pick lists use them elsewhere: about 2.8 KiB of gzip JavaScript (issue 21). The build moves
 * those contexts to modules of their own, which the defining component and the others import;
 * each context stays one object, so a field still finds the autocomplete around it. A release
 * that changes these modules fails the build here rather than silently growing the page.
 */
function splitRacSharedContexts(): Plugin {
  return {
    name: 'agentdeck:split-rac-shared-contexts',
    apply: 'build',
    resolveId: (source) => (source.startsWith(racContextsId('')) ? source : null),
    load(id) {
      if (!id.startsWith(racContextsId(''))) return null;
      const module = id.slice(racContextsId('').length);
      const definitions = racContextDefinitions(readFileSync(path.join(racPrivate, `${module}.mjs`), 'utf8'), module);
      const contexts = definitions.map(({ name, initial }) => `export const ${name} = /*#__PURE__*/ createContext(${initial});`);
      return `import { createContext } from 'react';\n${contexts.join('\n')}\n`;
    },
    transform(code, id) {
      const file = racModule.exec(id)?.[1];
      if (!file) return null;
      let out = code;
      if (racSharedContexts[file]) {
        for (const { line, local, name } of racContextDefinitions(code, file))
          out = out.replace(line, `import { ${name} as ${local} } from ${JSON.stringify(racContextsId(file))};`);
      }
      for (const [module, shared] of Object.entries(racSharedContexts)) {
        const from = `from "./${module}.mjs";`;
        if (!out.includes(from)) continue;
        out = out.replace(new RegExp(`^import \\{([^}]*)\\} ${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'gm'), (_line, imported: string) => {
          const names = imported.split(',').map((name) => name.trim().split(' as ')[0]!);
          if (!names.every((name) => shared.includes(name)))
            this.error(`${id} imports ${names.join(', ')} from ${module}.mjs: update splitRacSharedContexts`);
          return `import {${imported}} from ${JSON.stringify(racContextsId(module))};`;
        });
      }
      // Line for line, so the incoming source map still fits.
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), treeShakeReactRouter(), splitRacSharedContexts()],
  resolve: {
    // Read the workspace packages from source (their `@agentdeck/source` export), no build needed.
    conditions: ['@agentdeck/source', ...defaultClientConditions],
    alias: command === 'build' ? productionReactRouter : [],
  },
  // vanilla-extract evaluates .css.ts files in its own server-side Vite, which reads this config
  // but replaces `ssr`: without the same condition there, a console style would read the theme
  // contract from packages/ui/dist, whose CSS variable names differ from the source's.
  environments: { ssr: { resolve: { conditions: ['@agentdeck/source', ...defaultServerConditions] } } },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    sourcemap: true,
    // .vite/manifest.json maps each source module to its chunk and static imports: bench/console
    // reads it to size what the first route loads and each lazy route.
    manifest: true,
    modulePreload: {
      // Every browser the console supports preloads modules; the polyfill only weighed on the
      // first page.
      polyfill: false,
      // The API client imports the contract only to check answers with `validateResponses`,
      // which the console leaves off (the mock API's and the client's tests use it): the list of
      // the contract's 28 zod chunks to preload with it weighed 0.5 KiB of gzip on the first page.
      resolveDependencies: (file, deps) => (/(^|\/)contract-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      // vanilla-extract evaluates every .css.ts file during the build, which rolldown reports as
      // a slow plugin on every run; the figure is expected and says nothing to act on.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Each file is gzipped on its own, so a page loading a dozen small chunks carries more
          // than one loading them as one (issue 10, the first page's budget).
          groups: [
            // What the entry imports, in the entry's file rather than in chunks beside it.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The text field with what it brings (label, input, validation, error, the password's
            // show button), one chunk for the sign-in page and the forms instead of six.
            {
              name: 'TextField',
              test: /packages[\\/]ui[\\/]src[\\/]components[\\/]TextField[\\/]TextField\.tsx$/,
              priority: 1,
            },
            // The icons two or more chunks use, in one chunk. Split one by one, each shared glyph was
            // a file of its own (about 0.2 KiB of gzip frame and preload entry for 0.1 KiB of
            // path): once the run trace could be opened from the registry, its status and
            // slowest-path icons, which the sidebar draws too, left the sidebar's chunk and put
            // the workspace layout over its budget (85.2 KiB). Together: 82.4 KiB, and no route
            // grows (issue 24, item 6).
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2, priority: 1 },
            // ECharts' core and zrender apart from its chart types and renderer, so the usage
            // dashboard evaluates them in two tasks (src/components/charts).
            {
              name: 'echarts-core',
              test: /src[\\/]components[\\/]charts[\\/]echarts-core\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));

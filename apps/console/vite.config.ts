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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), treeShakeReactRouter()],
  resolve: {
    // Read the workspace packages from source (their `@agentdeck/source` export), no build needed.
    conditions: ['@agentdeck/source', ...defaultClientConditions],
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
    // Every browser the console supports preloads modules; the polyfill only weighed on the
    // first page.
    modulePreload: { polyfill: false },
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
            // ECharts' core and zrender apart from its chart types and renderer, so the usage
            // dashboard evaluates them in two tasks (src/features/usage/components/charts).
            {
              name: 'echarts-core',
              test: /src[\\/]features[\\/]usage[\\/]components[\\/]charts[\\/]echarts-core\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

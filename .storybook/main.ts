import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    // The console's hosts that no route shows yet (the agent-node panel a workflow editor will hold).
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: (existing) => ({
    ...existing,
    reactDocgen: 'react-docgen-typescript',
    // The packages' sources are in this project (the root tsconfig holds only tests and tooling).
    reactDocgenTypescriptOptions: {
      ...existing?.reactDocgenTypescriptOptions,
      tsconfigPath: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      // No props to document in the stories and in this folder's own files (the preview's decorator).
      exclude: ['**/*.stories.tsx', '**/.storybook/**'],
    },
  }),
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions, defaultServerConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@agentdeck/source', ...defaultClientConditions] },
      // vanilla-extract evaluates .css.ts files in a server-side Vite of its own: without the same
      // condition there, a console style importing `vars` from '@agentdeck/ui' reads the contract
      // of packages/ui/dist, whose CSS variable names differ from the source's (apps/console/vite.config.ts).
      environments: { ssr: { resolve: { conditions: ['@agentdeck/source', ...defaultServerConditions] } } },
      build: {
        // The static catalogue's largest chunks are Storybook's own runtime: the preview iframe
        // (about 1.2 MB), the doc blocks and axe, loaded once from a static host.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          // vanilla-extract evaluates every .css.ts file during the build (the console's stories
          // bring many), which rolldown reports as a slow plugin on every run: a figure with nothing
          // to act on, as in apps/console/vite.config.ts.
          checks: { bundlerTimings: false },
          onwarn(warning, warn) {
            // lucide-react marks its modules "use client" for React Server Components; meaningless
            // in a client-only bundle, and the only other warning of the build.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
            warn(warning);
          },
        },
      },
      optimizeDeps: { include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/dynamic',
        'lucide-react',
        'react-aria-components',
      ] },
    });
  },
};

export default config;

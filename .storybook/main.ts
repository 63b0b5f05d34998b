import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@agentdeck/source', ...defaultClientConditions] },
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

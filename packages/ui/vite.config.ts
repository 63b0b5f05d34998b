import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryBuild } from '../../scripts/library-build.ts';
import pkg from './package.json' with { type: 'json' };

// Subpaths without React: `theme` (vars, tokens and theme class names, `@agentdeck/ui/theme`) and
// `prompt-template` (the prompt editor's text rules, for code that saves or shows templates).
// The styles of every module go to one stylesheet, `@agentdeck/ui/styles.css`.
const entry = {
  index: 'src/index.ts',
  theme: 'src/theme/index.ts',
  'prompt-template': 'src/composites/PromptEditor/promptTemplate.ts',
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: libraryBuild(pkg, entry, 'ui'),
});

import { defineConfig } from 'vite';
import { libraryBuild } from '../../scripts/library-build.ts';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  build: libraryBuild(pkg, { index: 'src/index.ts' }),
});

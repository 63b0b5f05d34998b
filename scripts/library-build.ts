import type { BuildEnvironmentOptions } from 'vite';

interface LibraryManifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The `build` options the published packages share: ES modules, one output module per source
 * module under `dist/` (so an app bundles only the modules it imports, and a module's
 * `'use client'` stays its own: rolldown keeps a module's directives when the module is its own
 * output file), dependencies and peers left as imports so the app installs one copy of each.
 * `entry` maps each subpath's file name in `dist/` (without `.js`) to its source.
 */
export function libraryBuild(manifest: LibraryManifest, entry: Record<string, string>, cssFileName?: string): BuildEnvironmentOptions {
  const external = [...Object.keys(manifest.peerDependencies ?? {}), ...Object.keys(manifest.dependencies ?? {})];
  return {
    lib: { entry, formats: ['es'], ...(cssFileName ? { cssFileName } : {}) },
    sourcemap: true,
    rolldownOptions: {
      // Each module is its own output file, so its `'use client'` stays where it was written
      // (checked by each package's client-boundaries test); rolldown's warning that it might not is moot.
      checks: { moduleLevelDirective: false },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id === 'react/jsx-runtime',
      // A style module's output is renamed `*.styles.js`: an app that uses vanilla-extract itself
      // compiles every `*.css.js` it bundles, and would compile our already-compiled ones again.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js` },
    },
  };
}

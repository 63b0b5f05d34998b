import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

const sources = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
const consoleSources = ['apps/console/src/**/*.{ts,tsx}'];

/**
 * The architecture, enforced: no import cycles anywhere in the packages and apps (dynamic
 * imports count: a lazy route module that imports its router back is still a knot), and in the
 * console, layers that only import downwards (app → features → entities → lib, config and
 * components) with no feature importing another feature.
 */
export const architecture = [
  {
    files: sources,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: consoleSources,
    plugins: { boundaries },
    settings: {
      // Element paths are relative to the repository, wherever ESLint is started from.
      'boundaries/root-path': root,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/console/src/app' },
        { type: 'feature', pattern: 'apps/console/src/features/*', capture: ['name'] },
        { type: 'entity', pattern: 'apps/console/src/entities/*', capture: ['name'] },
        { type: 'lib', pattern: 'apps/console/src/lib' },
        { type: 'config', pattern: 'apps/console/src/config' },
        { type: 'shared', pattern: 'apps/console/src/{components,hooks}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'entity', 'lib', 'config', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['entity', 'lib', 'config', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
            },
            {
              from: { element: { type: 'entity' } },
              allow: { to: { element: { types: { anyOf: ['entity', 'lib', 'config', 'shared'] } } } },
            },
            { from: { element: { types: { anyOf: ['lib', 'shared'] } } }, allow: { to: { element: { types: { anyOf: ['lib', 'config', 'shared'] } } } } },
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: 'config' } } } },
          ],
        },
      ],
    },
  },
  {
    // vanilla-extract evaluates a style file and all it imports at build and test time: the whole
    // package pulls every component, react-aria and CodeMirror into each compile (issue 36).
    files: ['apps/*/src/**/*.css.ts', 'packages/forms/src/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@agentdeck/ui', message: "Style files import the theme from '@agentdeck/ui/theme'." }] },
      ],
    },
  },
];

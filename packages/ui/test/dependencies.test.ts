import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__screenshots__' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Story support (a fake router, story helpers) imports Storybook and is not published. */
const published = sources(path.join(root, 'src')).filter((file) => !readFileSync(file, 'utf8').includes("from 'storybook"));

/** The packages the published sources import: `react/jsx-runtime` and `@scope/name/sub` by their package. */
const imported = new Set(
  published.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^'.][^']*)'/g)].map(([, specifier]) => {
      const parts = specifier!.split('/');
      return specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
    }),
  ),
);

describe('the published package', () => {
  it('depends on exactly what its sources import (peers aside; vanilla-extract/css is compiled away)', () => {
    const build = new Set(['@vanilla-extract/css']);
    const needed = [...imported].filter((name) => !(name in manifest.peerDependencies) && !build.has(name)).sort();
    expect(Object.keys(manifest.dependencies).sort()).toEqual(needed);
  });

  it('takes icons from its own icon set: only icons.ts and Icon.tsx name lucide-react', () => {
    const importers = sources(path.join(root, 'src'))
      .filter((file) => readFileSync(file, 'utf8').includes("from 'lucide-react'"))
      .map((file) => path.relative(path.join(root, 'src'), file));
    expect(importers.sort()).toEqual(['components/Icon/Icon.tsx', 'components/Icon/icons.ts']);
  });
});

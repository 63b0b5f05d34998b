import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import { describe, expect, it } from 'vitest';
import { canonicalCssValue } from './support/cssValue';

const themes = ['light', 'dark'] as const;

// What another team installs: the built files, found through the package's exports map.
const resolve = createRequire(import.meta.url).resolve;
const tokensFile = JSON.parse(readFileSync(resolve('@agentdeck/ui/tokens.json'), 'utf8')) as Record<
  string,
  unknown
>;
const builtCss = readFileSync(resolve('@agentdeck/ui/styles.css'), 'utf8');

/**
 * The built theme entry as a team's Node process loads it, in a process of its own: outside this
 * project's Vite transforms and resolve conditions, which would not read `dist` as a team does.
 */
const built = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const theme = await import('@agentdeck/ui/theme');
       const { vars, themeClassNames, tokens } = theme;
       process.stdout.write(JSON.stringify({ vars, themeClassNames, breakpoints: tokens.breakpoints }));`,
    ],
    { cwd: import.meta.dirname, encoding: 'utf8' },
  ),
) as {
  vars: object;
  themeClassNames: Record<(typeof themes)[number], string>;
  breakpoints: Record<string, number>;
};

/** The custom properties each rule of the stylesheet declares, by selector (`:root`, `.abc123`). */
function declarationsBySelector(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declared = rules.get(selector!.trim()) ?? new Map<string, string>();
    for (const [, name, value] of body!.matchAll(/(--[\w-]+):([^;]*)/g))
      declared.set(name!, value!.trim());
    rules.set(selector!.trim(), declared);
  }
  return rules;
}

/** Every leaf of `vars` as its path (`color.surface`) and custom property (`--abc`). */
function contractLeaves(vars: object, prefix: string[] = []): { path: string; property: string }[] {
  return Object.entries(vars).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ path: [...prefix, key].join('.'), property: /^var\((--[^,)]+)/.exec(value)![1]! }]
      : contractLeaves(value as object, [...prefix, key]),
  );
}

/** What vanilla-extract built for one theme: each contract path's value in the stylesheet. */
function builtValues(theme: (typeof themes)[number]): Map<string, string> {
  const rules = declarationsBySelector(builtCss);
  const scopes = [...built.themeClassNames[theme].split(' ').map((name) => `.${name}`), ':root'];
  return new Map(
    contractLeaves(built.vars).map(({ path, property }) => {
      const value = scopes
        .map((scope) => rules.get(scope)?.get(property))
        .find((found) => found !== undefined);
      return [path, canonicalCssValue(value ?? `missing ${property}`)];
    }),
  );
}

/** Style Dictionary's CSS variables for one theme of tokens.json, by token path. */
async function styleDictionaryValues(theme: (typeof themes)[number]): Promise<Map<string, string>> {
  const dictionary = new StyleDictionary({
    tokens: tokensFile[theme] as DesignTokens,
    log: { verbosity: 'silent', warnings: 'disabled' },
    hooks: {
      transforms: {
        // Style Dictionary 5.5's css group leaves a DTCG duration ({ value, unit }) as an object.
        'duration/css': {
          type: 'value',
          filter: (token) => token.$type === 'duration',
          transform: (token) => `${token.$value.value}${token.$value.unit}`,
        },
      },
    },
    platforms: {
      css: {
        transformGroup: 'css',
        transforms: ['duration/css'],
        files: [{ destination: 'tokens.css', format: 'css/variables' }],
      },
    },
  });
  const [file] = await dictionary.formatPlatform('css');
  const variables = new Map(
    [...String(file!.output).matchAll(/^\s*(--[\w-]+): (.*);$/gm)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
  const tokens = await dictionary.getPlatformTokens('css');
  return new Map(
    tokens.allTokens.map((token) => [
      token.path.join('.'),
      canonicalCssValue(variables.get(`--${token.name}`) ?? `missing --${token.name}`),
    ]),
  );
}

describe('@agentdeck/ui/tokens.json read with Style Dictionary', () => {
  it('is in the DTCG format: typed tokens with $value, a light and a dark set', () => {
    const light = tokensFile.light as Record<string, Record<string, unknown>>;
    expect(light.color).toMatchObject({
      $type: 'color',
      surface: { $value: { colorSpace: 'srgb', hex: '#ffffff' } },
    });
    expect(light.space).toMatchObject({
      $type: 'dimension',
      md: { $value: { value: 12, unit: 'px' } },
    });
    expect(Object.keys(tokensFile)).toEqual(expect.arrayContaining(['light', 'dark']));
  });

  for (const theme of themes) {
    it(`gives the ${theme} theme's CSS variables the values the built stylesheet gives them`, async () => {
      const expected = builtValues(theme);
      const produced = await styleDictionaryValues(theme);
      const contractPaths = [...produced.keys()].filter((path) => !path.startsWith('breakpoint.'));
      expect(contractPaths.sort()).toEqual([...expected.keys()].sort());
      expect(Object.fromEntries(contractPaths.map((path) => [path, produced.get(path)]))).toEqual(
        Object.fromEntries(expected),
      );
    });
  }

  it("gives the breakpoints the theme's own", async () => {
    const produced = await styleDictionaryValues('light');
    const breakpoints = Object.entries(built.breakpoints).map(([name, px]) => [
      `breakpoint.${name}`,
      px === 0 ? '0' : `${px}px`,
    ]);
    expect(
      Object.fromEntries([...produced].filter(([path]) => path.startsWith('breakpoint.'))),
    ).toEqual(Object.fromEntries(breakpoints));
  });
});

// The TypeScript samples of the catalogue's MDX pages (```ts and ```tsx fences, and <Source> blocks
// with a template-literal `code`), as source files whose line numbers are the page's, so a compiler
// error points at the line of the page. scripts/typecheck-root.mjs compiles them.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The catalogue's pages, as .storybook/main.ts finds them (packages/<name>/src/**.mdx). */
export function catalogueMdxFiles(root) {
  return readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const src = path.join(root, 'packages', entry.name, 'src');
      try {
        return readdirSync(src, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.mdx'))
          .map((file) => path.join(src, file));
      } catch {
        return [];
      }
    })
    .sort();
}

/**
 * Each sample of one page: `line` (1-based) of its opening fence or tag, the `code` lines, `ext`
 * (.ts or .tsx), `skip` when its fence says `skip-check` (a deliberately partial sample, such as one
 * eliding a theme's other colours), and `fragment` when it is JSX markup alone (no import or
 * export, starting with `<`): the check wraps those in an expression.
 */
export function samplesOf(mdx) {
  const lines = mdx.split('\n');
  const samples = [];
  for (let at = 0; at < lines.length; at += 1) {
    const fence = /^(\s*)```(tsx?)\b(.*)$/.exec(lines[at]);
    const source = /<Source\b[^>]*\bcode=\{`/.exec(lines[at]);
    if (fence) {
      const end = lines.findIndex((line, index) => index > at && /^\s*```\s*$/.test(line));
      if (end === -1) throw new Error(`unclosed \`\`\` fence at line ${at + 1}`);
      samples.push(
        sample(at + 1, lines.slice(at + 1, end), fence[2], /\bskip-check\b/.test(fence[3])),
      );
      at = end;
    } else if (source) {
      const language = /\blanguage="(tsx?)"/.exec(lines[at])?.[1] ?? 'tsx';
      const first = lines[at].slice(source.index + source[0].length);
      const end = lines.findIndex(
        (line, index) => index >= at && line.includes('`}') && (index > at || first.includes('`}')),
      );
      if (end === -1) throw new Error(`unclosed <Source code={\`…\`}> at line ${at + 1}`);
      if (lines.slice(at, end + 1).some((line) => line.includes('${'))) {
        throw new Error(
          `<Source> at line ${at + 1}: a code template with \${…} cannot be checked; write it out`,
        );
      }
      const body =
        end === at
          ? [first.slice(0, first.indexOf('`}'))]
          : [first, ...lines.slice(at + 1, end), lines[end].slice(0, lines[end].indexOf('`}'))];
      // The code starts on the tag's own line: line numbers count from one line earlier.
      samples.push(sample(at, body, language, false));
      at = end;
    }
  }
  return samples;
}

function sample(line, code, language, skip) {
  const text = code.join('\n');
  const fragment = !/^\s*(import|export)\b/m.test(text) && text.trimStart().startsWith('<');
  return { line, code, ext: `.${language}`, skip, fragment };
}

/**
 * The sample as a module whose line N is the page's line N: `header` (imports and declarations the
 * check adds) on line 1, blank lines up to the sample, a fragment wrapped as `export const sample = (…);`
 * on the fence lines around it.
 */
export function sampleModule({ line, code, fragment }, header) {
  // A page never starts with a sample (its imports and Meta come first), so line 1 is free.
  const before = [header, ...Array.from({ length: Math.max(line - 2, 0) }, () => '')];
  const open = fragment ? 'export const sample = (' : '';
  const close = fragment ? ');' : 'export {};';
  return [...before, open, ...code, close].join('\n');
}

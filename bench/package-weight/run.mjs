/**
 * Package weight benchmark (issue 41): packs the packages, installs the tarballs with React and
 * Vite into a fresh project, builds one page per exported component of @agentdeck/ui and
 * @agentdeck/forms in one Vite build, and prints each one's gzip JavaScript over a page rendering
 * a div with React alone, and whether it brings CodeMirror. Figures of that build are upper
 * bounds; a component over its budget there, and each `--alone` one, is weighed again in a build
 * of its own. Exits 1 when a budget is missed (the same check as tests/release/package-weight.test.ts).
 *
 * Run: node --import tsx bench/package-weight/run.mjs [--alone=Button,DataTable|all] [--root=<dir>]
 *   --alone: also weigh these components alone (`all`: every one, minutes per dozen)
 *   --root:  take the built packages from another copy of the repository, e.g. an older commit's
 */
import console from 'node:console';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import {
  budgets,
  checkBudgets,
  installForWeighing,
  kib,
  label,
  listComponents,
  weighAlone,
  weighComponents,
} from './weights.ts';

const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const aloneNames = (option('alone') ?? '').split(',').filter(Boolean);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

console.log(
  `${new Date().toISOString()}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
let started = performance.now();
const project = installForWeighing(option('root'));
console.log(`Packed and installed in ${seconds(started)}: ${project}`);

try {
  const components = listComponents(project);
  started = performance.now();
  const together = weighComponents(project, components);
  console.log(`${components.length} components weighed in one build in ${seconds(started)}`);

  started = performance.now();
  const { weights: checked, failures } = checkBudgets(project, together);
  const wanted = (component) => aloneNames.includes('all') || aloneNames.includes(component.name);
  for (const name of aloneNames) {
    if (name !== 'all' && !components.some((component) => component.name === name))
      throw new Error(`No exported component is named ${name}`);
  }
  const weights = checked.map((weight) =>
    weight.alone || !wanted(weight.component) ? weight : weighAlone(project, weight.component),
  );
  const aloneCount = weights.filter((weight) => weight.alone).length;
  if (aloneCount > 0)
    console.log(
      `${aloneCount} weighed alone, each in a build of its own page and the React page, in ${seconds(started)}`,
    );

  const ui = path.join(project, 'node_modules/@agentdeck/ui');
  const stylesheet = readFileSync(
    path.join(
      ui,
      JSON.parse(readFileSync(path.join(ui, 'package.json'), 'utf8')).exports['./styles.css'],
    ),
  );
  console.log(
    `The stylesheet (@agentdeck/ui/styles.css, imported once by the app, whatever it uses): ${kib(gzipSync(stylesheet, { level: 9 }).length)} gzip\n`,
  );

  const rows = weights
    .map((weight, index) => ({ ...weight, together: together[index].js }))
    .sort((a, b) => b.js - a.js || label(a.component).localeCompare(label(b.component)));
  console.log(
    [
      'component'.padEnd(42),
      'one build'.padStart(11),
      'alone'.padStart(11),
      '  CodeMirror  ',
      'budget',
    ].join(''),
  );
  for (const { component, js, together: inOneBuild, alone, codeMirrorModules } of rows) {
    const budget = budgets[label(component)];
    console.log(
      [
        label(component).padEnd(42),
        kib(inOneBuild).padStart(11),
        (alone ? kib(js) : '').padStart(11),
        (codeMirrorModules.length > 0 ? `  ${codeMirrorModules.length} modules` : '  -').padEnd(14),
        budget ? `${kib(budget)}${js > budget ? ' OVER' : ''}` : '',
      ].join(''),
    );
  }

  for (const failure of failures) console.log(`FAIL ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  rmSync(project, { recursive: true, force: true });
}

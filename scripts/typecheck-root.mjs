// `npm run typecheck:root`: what `tsc -p tsconfig.json` checks (tests, tooling, .storybook), and in
// the same program the TypeScript samples of the catalogue's MDX pages (scripts/doc-samples.mjs),
// compiled against the packages' sources as the rest of the repository is. The packages' sources,
// which the root files reach through .storybook, are parsed once for both.
//
// How a sample is compiled:
// - Its imports are checked as written: a package, a subpath or a name that does not exist fails.
// - A JSX-only sample (`<MaskedInput … />`) gets the components of @agentdeck/ui it uses imported
//   and is wrapped in an expression, so its component, prop names, required props and literal
//   values are checked; a component the package does not have (a misspelt one) fails.
// - Any other name the sample neither defines nor imports (`prompts`, `setOpen`, `session`, `App`)
//   stands for the reader's own value and is declared `any`, unless a package exports it: a full
//   sample that uses a package's export without importing it fails. (A generic component given an
//   `any` infers `unknown`: type such data in a full sample, as the DataTable one does.)
// - A fence marked `skip-check` (```ts skip-check) is not compiled: for a deliberately partial sample.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { catalogueMdxFiles, sampleModule, samplesOf } from './doc-samples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['@agentdeck/ui', '@agentdeck/forms', '@agentdeck/api-client'];

const formatHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
const report = (diagnostics) =>
  process.stdout.write(
    process.stdout.isTTY
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
      : ts.formatDiagnostics(diagnostics, formatHost),
  );

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    report([diagnostic]);
    process.exit(2);
  },
});

// Files on disk are parsed once and handed back as the same objects, so each later program reuses them.
const virtual = new Map();
const parsed = new Map();
const host = ts.createCompilerHost(config.options);
const diskSourceFile = host.getSourceFile;
host.fileExists = (
  (exists) => (file) =>
    virtual.has(file) || exists(file)
)(host.fileExists);
host.readFile = (
  (read) => (file) =>
    virtual.get(file) ?? read(file)
)(host.readFile);
host.getSourceFile = (file, languageVersion, ...rest) => {
  const key = `${file}\0${virtual.get(file) ?? ''}`;
  if (!parsed.has(key)) {
    parsed.set(
      key,
      virtual.has(file)
        ? ts.createSourceFile(file, virtual.get(file), languageVersion, true)
        : diskSourceFile(file, languageVersion, ...rest),
    );
  }
  return parsed.get(key);
};

let program;
const compile = (files) => {
  virtual.clear();
  for (const [file, text] of files) virtual.set(file, text);
  program = ts.createProgram({
    rootNames: [...config.fileNames, ...files.keys()],
    options: config.options,
    projectReferences: config.projectReferences,
    host,
    oldProgram: program,
  });
  return program;
};

const samples = catalogueMdxFiles(root).flatMap((page) =>
  samplesOf(ts.sys.readFile(page)).map((sample) => ({
    ...sample,
    page,
    file: `${page}.line${sample.line}${sample.ext}`,
  })),
);
const checked = samples.filter((sample) => !sample.skip);
const modules = (headers) =>
  new Map(
    checked.map((sample) => [sample.file, sampleModule(sample, headers.get(sample.file) ?? '')]),
  );

// First pass: the samples as written, and a probe importing each package, for its exports.
const probe = path.join(root, 'doc-samples-probe.ts');
const first = compile(
  new Map([
    ...modules(new Map()),
    [
      probe,
      `${packages.map((name, index) => `import * as p${index} from '${name}';`).join('\n')}\nexport {};`,
    ],
  ]),
);

/** The value exports of each package, by name (the first package to export a name keeps it). */
const exported = new Map();
const checker = first.getTypeChecker();
for (const statement of first.getSourceFile(probe).statements.filter(ts.isImportDeclaration)) {
  const module = checker.getSymbolAtLocation(statement.moduleSpecifier);
  if (!module) throw new Error(`typecheck-root: cannot resolve ${statement.moduleSpecifier.text}`);
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Value && !exported.has(symbol.name)) {
      exported.set(symbol.name, statement.moduleSpecifier.text);
    }
  }
}

/** "Cannot find name 'DataTabel'. Did you mean 'DataTable'?": a misspelt import, not the reader's own name. */
const suggestsAnExport = (diagnostic) => {
  const suggestion = /Did you mean '([^']+)'\?/.exec(
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
  return suggestion !== null && exported.has(suggestion[1]);
};

// The names each sample uses without defining or importing them (TS2304, or TS2552 when what it
// suggests is no package's: `prompts`, "Did you mean 'prompt'?", the browser's). A markup-only
// sample's components are imported from @agentdeck/ui; every other free name is declared `any`.
const misuses = [];
const misuse = (sample, text) =>
  misuses.push(`${path.relative(process.cwd(), sample.page)}:${sample.line}: ${text}`);
const headers = new Map(
  checked.map((sample) => {
    const source = first.getSourceFile(sample.file);
    const free = new Set(
      first
        .getSemanticDiagnostics(source)
        .filter(
          (diagnostic) =>
            diagnostic.code === 2304 || (diagnostic.code === 2552 && !suggestsAnExport(diagnostic)),
        )
        .map((diagnostic) =>
          source.text.slice(diagnostic.start, diagnostic.start + diagnostic.length),
        ),
    );
    const components = [];
    const declared = [];
    for (const name of free) {
      const component = sample.fragment && /^[A-Z]/.test(name);
      if (component && exported.get(name) === '@agentdeck/ui') components.push(name);
      else if (component) {
        misuse(
          sample,
          `${name} is no component of @agentdeck/ui (a sample of markup alone uses only the package's)`,
        );
      } else if (exported.has(name)) {
        misuse(sample, `the sample uses ${name} without importing it from ${exported.get(name)}`);
      } else declared.push(`${name}: any`);
    }
    const imports = components.length
      ? `import { ${components.join(', ')} } from '@agentdeck/ui';`
      : '';
    return [
      sample.file,
      `${imports}${declared.length ? ` declare const ${declared.join(', ')};` : ''}`,
    ];
  }),
);

const final = compile(modules(headers));
const diagnostics = [
  ...config.errors,
  ...final.getConfigFileParsingDiagnostics(),
  ...ts.getPreEmitDiagnostics(final),
];
report(diagnostics);
for (const misuse of misuses) process.stdout.write(`${misuse}\n`);

const errors =
  diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length + misuses.length;
const skipped = samples.length - checked.length;
process.stdout.write(
  `Doc samples: ${checked.length} compiled${skipped ? `, ${skipped} marked skip-check` : ''}, from ${new Set(samples.map((s) => s.page)).size} catalogue pages.\n`,
);
if (errors) {
  process.stdout.write(`Found ${errors} error${errors === 1 ? '' : 's'}.\n`);
  process.exit(1);
}

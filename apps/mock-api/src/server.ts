import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { parseServerArgs, usage } from './options';

const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data');

let parsed: ReturnType<typeof parseServerArgs>;
try {
  parsed = parseServerArgs(process.argv.slice(2), process.env, defaultDataDir);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}\n`);
  process.exit(2);
}
if (parsed.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}

const { app, options, close } = createApp(parsed.options);
const server = app.listen(parsed.port, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : parsed.port;
  const where = options.store !== 'memory' && 'dataDir' in options.store ? `in ${options.store.dataDir}` : 'in memory';
  process.stdout.write(`Mock API listening on http://127.0.0.1:${port}${options.basePath} (store ${where})\n`);
});
server.on('error', (error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  void close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

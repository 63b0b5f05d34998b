import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resourceKeys } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';

const resourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/resources');

describe('the form/contract parity tests', () => {
  it.each(resourceKeys)('cover %s', (key) => {
    expect(existsSync(path.join(resourcesDir, `${key}.parity.test.ts`))).toBe(true);
  });
});

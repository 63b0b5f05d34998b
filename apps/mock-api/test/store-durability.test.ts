import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../src/store/store';

// What the disk store promises is in the mock API's README (Persistence); the kill itself is proven by persistence.test.ts.
describe('the disk store', () => {
  it('keeps one durability setting, WAL with synchronous NORMAL: every commit survives a killed process', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-commits-'));
    const disk = new Store({ dataDir });
    try {
      expect(disk.db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
      expect(disk.db.pragma('synchronous', { simple: true })).toBe(1);
    } finally {
      disk.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

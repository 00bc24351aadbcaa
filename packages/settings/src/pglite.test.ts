import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedPglite, templateCopyFile } from './pglite.ts';

// A key of this run only: the copy is made here, not found from an earlier run.
const template = {
  key: `settings-test-${process.pid}-${Date.now()}`,
  prepared: 0,
  async prepare(client: PGlite) {
    this.prepared += 1;
    await client.exec("create table figure (name text); insert into figure values ('kinase map')");
  },
};
const folder = mkdtempSync(path.join(os.tmpdir(), 'figura-pglite-'));
afterAll(() => {
  rmSync(templateCopyFile(template), { force: true });
  rmSync(folder, { recursive: true, force: true });
});

const names = async (client: PGlite) =>
  (await client.query<{ name: string }>('select name from figure')).rows.map((row) => row.name);

describe('embedded databases from a template', () => {
  it('start with what the template prepared, prepared once for every new database', async () => {
    const first = await openEmbeddedPglite(undefined, template);
    const onDisk = await openEmbeddedPglite(path.join(folder, 'db'), template);
    try {
      expect(await names(first)).toEqual(['kinase map']);
      expect(await names(onDisk)).toEqual(['kinase map']);
      expect(template.prepared).toBe(1);
      expect(existsSync(templateCopyFile(template))).toBe(true);
      // Each is a database of its own.
      await first.exec("insert into figure values ('only in memory')");
      expect(await names(onDisk)).toEqual(['kinase map']);
    } finally {
      await first.close();
      await onDisk.close();
    }
  });

  it('opens an existing folder as it is, whatever the template', async () => {
    const again = await openEmbeddedPglite(path.join(folder, 'db'), {
      key: `${template.key}-other`,
      prepare: () => Promise.reject(new Error('an existing database is never prepared')),
    });
    try {
      expect(await names(again)).toEqual(['kinase map']);
    } finally {
      await again.close();
    }
  });

  it('starts empty without a template', async () => {
    const plain = await openEmbeddedPglite();
    try {
      await expect(plain.query('select name from figure')).rejects.toThrow(/figure/);
    } finally {
      await plain.close();
    }
  });
});

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemSchema, MAX_SVG_CHARACTERS } from '@figura/sdk-core/schema';
import { libraryFiles, readItem, readItems } from '../library.ts';
import { figura } from './test-helpers.ts';

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/awkward',
);

interface Entry {
  origin: string;
  id: string | null;
  status: 'accepted' | 'refused';
  reason?: string;
  removed: Array<{ what: string; reason: string }>;
}

describe('content import of a folder of awkward SVGs it has never seen', () => {
  let work: string;
  let library: string;
  let report: { files: number; accepted: number; refused: number; entries: Entry[] };
  const entry = (file: string) => report.entries.find((e) => e.origin === file)!;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'figura-import-'));
    const folder = path.join(work, 'lab-drawings');
    library = path.join(work, 'library');
    cpSync(FIXTURE, folder, { recursive: true });
    // Over the one size limit once cleaned: a label longer than the limit (svgo keeps text as it is).
    writeFileSync(
      path.join(folder, 'too-large.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="9" height="9"/><text y="50">${'ACGT'.repeat(MAX_SVG_CHARACTERS / 4 + 1)}</text></svg>`,
    );
    const printed = await figura([
      'content',
      'import',
      folder,
      '--licence',
      'CC-BY-4.0',
      '--author',
      'Ana Müller-Łukasiewicz',
      '--source',
      'https://example.org/lab',
      '--library',
      library,
    ]);
    report = JSON.parse(printed);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reports every file, each accepted or refused with a reason', () => {
    expect(report.files).toBe(10);
    expect(report.entries.map((e) => e.origin).sort()).toEqual([
      'blank.svg',
      'clip-path.svg',
      'duplicate-ids-1.svg',
      'duplicate-ids-2.svg',
      'embedded-png.svg',
      'inkscape-namespaces.svg',
      'size-in-mm.svg',
      'text-label.svg',
      'too-large.svg',
      'with-script.svg',
    ]);
    for (const e of report.entries.filter((e) => e.status === 'refused'))
      expect(e.reason).toMatch(/\w{3}/);
    expect(entry('blank.svg')).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/blank/),
    });
    expect(entry('too-large.svg')).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/too large|M characters/),
    });
    expect(report.accepted + report.refused).toBe(report.files);
  });

  it('says what it removed: the script and its handler', () => {
    const script = entry('with-script.svg');
    expect(script.status).toBe('accepted');
    expect(script.removed.map((r) => r.what)).toEqual(
      expect.arrayContaining(['<script>', 'attribute onload']),
    );
    const stored = readFileSync(libraryFiles(library).svg(script.id!), 'utf8');
    expect(stored).not.toMatch(/script|onload/i);
  });

  it('stores accepted files clean: valid items with a viewBox, no size, text kept, ids unique per item', () => {
    const { items } = readItems(library);
    const accepted = report.entries
      .filter((e) => e.status === 'accepted')
      .map((e) => e.id)
      .sort();
    expect(items.map((item) => item.id).sort()).toEqual(accepted);
    for (const meta of items) {
      const item = libraryItemSchema.parse(readItem(meta, library));
      expect(item.author.name).toBe('Ana Müller-Łukasiewicz');
      expect(item.licence.spdx).toBe('CC-BY-4.0');
      expect(item.svg).toMatch(/^<svg[^>]*viewBox=/);
      expect(item.svg.match(/^<svg[^>]*>/)![0]).not.toMatch(/\s(width|height)=/);
      expect(existsSync(libraryFiles(library).thumbnail(meta.id))).toBe(true);
    }
    const text = items.find((item) => item.id.endsWith('/text-label'))!;
    expect(readItem(text, library).svg).toMatch(
      /<text[^>]*>DNA <tspan[^>]*>ligase<\/tspan><\/text>/,
    );
    const ids = (id: string) =>
      [
        ...readItem(
          items.find((item) => item.id.endsWith(id))!,
          library,
        ).svg.matchAll(/\sid="([^"]+)"/g),
      ].map((m) => m[1]);
    const first = ids('/duplicate-ids-1');
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((id) => ids('/duplicate-ids-2').includes(id))).toEqual([]);
  });

  it('gives a file sized in mm the viewBox its size implies', () => {
    const item = readItems(library).items.find((i) => i.id.endsWith('/size-in-mm'))!;
    expect(item.width).toBeCloseTo((30 * 96) / 25.4, 1);
    expect(item.height).toBeCloseTo((10 * 96) / 25.4, 1);
  });

  it('lists colour parts and leaves refused files out of the library and the search', async () => {
    const parts = readItems(library).items.find((i) => i.id.endsWith('/duplicate-ids-2'))!.parts;
    expect(parts).toEqual(expect.arrayContaining(['#e31a1c', '#fb9a99']));
    const ids = readItems(library).items.map((i) => i.id);
    expect(ids.some((id) => /blank|too-large/.test(id))).toBe(false);
    expect(existsSync(path.join(library, 'svg/lab-drawings/blank.svg'))).toBe(false);
    const hits = JSON.parse(
      await figura(['content', 'search', 'blank', '--json', '--library', library]),
    );
    expect(hits).toEqual([]);
  });
});

// Awkward SVG files the importer has never seen (Inkscape and Illustrator exports, draw.io
// switches, embedded PNG, clip paths and masks, filters, text and tspans, duplicate ids, mm sizes,
// a script, hidden text, blank and empty files): imported with `pnpm figura content import`, each
// file is reported accepted or refused with a reason, and every accepted one draws in the PNG
// export's renderer as Chromium (the editor's engine) draws the original file.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const FIXTURES = [
  path.join(root, 'packages/content/fixtures/awkward'),
  path.join(root, 'packages/sdk-core/src/svg/fixtures/awkward'),
];

const figura = async (args: string[]) =>
  (
    await promisify(execFile)(
      process.execPath,
      [path.join(root, 'packages/content/src/cli/main.ts'), ...args],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    )
  ).stdout;

let work: string;
let library: string;
let report: {
  files: number;
  accepted: number;
  entries: { origin: string; id: string | null; status: string; reason?: string }[];
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'figura-awkward-'));
  library = path.join(work, 'library');
  const folder = path.join(work, 'awkward');
  // Both fixtures in one folder, the second's files under their own names.
  cpSync(FIXTURES[0]!, folder, { recursive: true });
  for (const file of readdirSync(FIXTURES[1]!))
    cpSync(path.join(FIXTURES[1]!, file), path.join(folder, `sanitiser-${file}`));
  report = JSON.parse(
    await figura([
      'content',
      'import',
      folder,
      '--licence',
      'CC-BY-4.0',
      '--author',
      'Figura tests',
      '--source',
      'https://example.org/awkward',
      '--library',
      library,
    ]),
  );
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('awkward SVG files, imported and drawn', () => {
  it('reports every file, refusing only the ones with nothing to draw, each with a reason', () => {
    expect(report.files).toBe(readdirSync(FIXTURES[0]!).length + readdirSync(FIXTURES[1]!).length);
    const refused = report.entries.filter((entry) => entry.status === 'refused');
    for (const entry of refused) expect(entry.reason, entry.origin).toBeTruthy();
    expect(refused.map((entry) => entry.origin).sort()).toEqual([
      'blank.svg',
      'sanitiser-empty-file.svg',
      'sanitiser-only-html-fallback.svg',
    ]);
    expect(report.accepted).toBeGreaterThanOrEqual(17);
  });

  it("draws every accepted file in the export's renderer as Chromium draws the original", async () => {
    const result = JSON.parse(
      await figura(['content', 'verify', '--library', library, '--json']),
    ) as {
      items: number;
      matched: number;
      mismatches: { id: string; boundsOffset?: number; error?: string }[];
    };
    expect(result.items).toBe(report.accepted);
    // Every accepted file draws, and in the same place (its ink where Chromium puts it).
    for (const miss of result.mismatches) {
      expect(miss.error, miss.id).toBeUndefined();
      expect(miss.boundsOffset, miss.id).toBeLessThan(0.05);
    }
    // Known differences between librsvg and Chromium, each looked at: a 2x2 PNG drawn 50 times
    // larger (the two smooth it differently); draw.io's HTML label, which Chromium draws from the
    // <foreignObject> we never keep (we draw the file's own fallback text); a feMorphology and
    // feBlend glow; tspans set in different fallback fonts (which depend on the machine's
    // fonts, so these may also match). Any other file must match.
    const mayDiffer = [
      'awkward/embedded-png',
      'awkward/sanitiser-drawio-switch',
      'awkward/sanitiser-filters',
      'awkward/sanitiser-text-tspans',
    ];
    const unexpected = result.mismatches.filter((miss) => !mayDiffer.includes(miss.id));
    expect(unexpected).toEqual([]);
    expect(result.matched).toBeGreaterThanOrEqual(report.accepted - mayDiffer.length);
  }, 120_000);
});

// `pnpm figura content verify` on a fixed sample of the library: the export's renderer draws each
// item as Chromium draws the original file (the whole library is checked by running the command
// without --sample; 99 % matched when last run, see docs/content-library.md).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SAMPLE = 150;

interface VerifyResult {
  items: number;
  matched: number;
  mismatches: { id: string }[];
}

const verify = async (args: string[]): Promise<VerifyResult> =>
  JSON.parse(
    (
      await promisify(execFile)(
        process.execPath,
        [
          path.join(root, 'packages/content/src/cli/main.ts'),
          'content',
          'verify',
          ...args,
          '--json',
        ],
        { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      )
    ).stdout,
  ) as VerifyResult;

describe('the content library drawn by the server', () => {
  it(`matches Chromium's drawing of the original file for at least 98 % of ${SAMPLE} items`, async () => {
    const result = await verify(['--sample', String(SAMPLE)]);
    expect(result.items).toBe(SAMPLE);
    expect(
      result.matched / result.items,
      `mismatched: ${result.mismatches.map((m) => m.id).join(', ')}`,
    ).toBeGreaterThanOrEqual(0.98);
  });

  it("draws every one of the project's own drawings (content/figura) exactly as Chromium does", async () => {
    const { items } = JSON.parse(
      readFileSync(path.join(root, 'packages/content/library/items.json'), 'utf8'),
    ) as { items: { id: string }[] };
    const ours = items.filter((item) => item.id.startsWith('figura/')).map((item) => item.id);
    expect(ours.length).toBeGreaterThanOrEqual(60);
    const result = await verify(ours.flatMap((id) => ['--id', id]));
    expect(result.items).toBe(ours.length);
    expect(result.mismatches.map((miss) => miss.id)).toEqual([]);
  });
});

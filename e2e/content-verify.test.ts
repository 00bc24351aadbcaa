// `pnpm figura content verify` on a fixed sample of the library: the export's renderer draws each
// item as Chromium draws the original file (the whole library is checked by running the command
// without --sample; 99 % matched when last run, see README "Content library").
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SAMPLE = 150;

describe('the content library drawn by the server', () => {
  it(`matches Chromium's drawing of the original file for at least 98 % of ${SAMPLE} items`, async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'packages/content/src/cli/main.ts'),
        'content',
        'verify',
        '--sample',
        String(SAMPLE),
        '--json',
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout) as {
      items: number;
      matched: number;
      mismatches: { id: string }[];
    };
    expect(result.items).toBe(SAMPLE);
    expect(
      result.matched / result.items,
      `mismatched: ${result.mismatches.map((m) => m.id).join(', ')}`,
    ).toBeGreaterThanOrEqual(0.98);
  });
});

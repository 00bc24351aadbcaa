import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { gatherCandidates } from '../build.ts';
import { DEFAULT_LIBRARY, readItem, readItems } from '../library.ts';
import { REPO_ROOT } from '../sources/registry.ts';
import { compareDrawings, matches, type Difference } from './compare.ts';
import { boxFor, drawWithChromium, drawWithServer } from './draw.ts';

export interface Mismatch extends Partial<Difference> {
  id: string;
  origin: string;
  /** Why it could not be compared (a drawing failed), when it could not. */
  error?: string;
}

export interface VerifyResult {
  items: number;
  matched: number;
  mismatches: Mismatch[];
}

export interface VerifyOptions {
  dir?: string;
  /** Compare this many items, spread evenly over the library (a fixed sample); all when absent. */
  sample?: number;
  /** Compare only these items. */
  ids?: readonly string[];
  log?: (line: string) => void;
}

/** Every `step`-th item: the same sample on every run and machine, from every source. */
function evenSample<T>(items: readonly T[], size: number | undefined): T[] {
  if (size === undefined || size >= items.length) return [...items];
  const step = items.length / size;
  return Array.from({ length: size }, (_, i) => items[Math.floor(i * step)]!);
}

/**
 * Draws each item with the server renderer and compares it with Chromium's drawing of the
 * original file it was imported from (see compare.ts for the test).
 */
export async function verifyLibrary(options: VerifyOptions = {}): Promise<VerifyResult> {
  const dir = options.dir ?? DEFAULT_LIBRARY;
  const log = options.log ?? (() => {});
  const originals = new Map(
    gatherCandidates(dir).candidates.map((candidate) => [candidate.id, candidate]),
  );
  const items = evenSample(
    readItems(dir).items.filter(
      (item) => originals.has(item.id) && (!options.ids?.length || options.ids.includes(item.id)),
    ),
    options.sample,
  );
  // How every browser run of the project starts Debian's Chromium (one list of flags).
  const { launchChromium } = (await import(path.join(REPO_ROOT, 'scripts/chromium.mjs'))) as {
    launchChromium: () => Promise<Browser>;
  };
  let browser = await launchChromium();
  let crashed = false;
  const openPage = async () => {
    if (!browser.isConnected()) browser = await launchChromium();
    const opened = await browser.newPage({ viewport: { width: 400, height: 400 } });
    crashed = false;
    opened.on('crash', () => (crashed = true));
    await opened.setContent('<body style="margin:0;background:#fff"></body>');
    return opened;
  };
  const mismatches: Mismatch[] = [];
  try {
    let page = await openPage();
    /** Chromium's drawing; a page that crashed or closed mid-run is opened again, once. */
    const drawInChromium = async (file: Uint8Array, box: ReturnType<typeof boxFor>) => {
      try {
        return await drawWithChromium(page, file, box);
      } catch (error) {
        // Every item after a crash used to count as a mismatch ("Target page … has been closed").
        if (!crashed && !page.isClosed() && browser.isConnected()) throw error;
        if (!page.isClosed()) await page.close().catch(() => {});
        page = await openPage();
        return drawWithChromium(page, file, box);
      }
    };
    for (const [index, meta] of items.entries()) {
      const original = originals.get(meta.id)!;
      const box = boxFor(meta.width, meta.height);
      try {
        const file =
          'svg' in original.input
            ? new TextEncoder().encode(original.input.svg)
            : readFileSync(original.input.path);
        const server = await drawWithServer(meta.id, readItem(meta, dir).svg, box);
        const chromium = await drawInChromium(file, box);
        const difference = compareDrawings(server, chromium);
        if (!matches(difference))
          mismatches.push({ id: meta.id, origin: original.origin, ...difference });
      } catch (error) {
        mismatches.push({ id: meta.id, origin: original.origin, error: String(error) });
      }
      if ((index + 1) % 250 === 0) log(`content verify: ${index + 1}/${items.length}`);
    }
  } finally {
    await browser.close();
  }
  return { items: items.length, matched: items.length - mismatches.length, mismatches };
}

// What the browser showed when a test failed: a timeout names only the locator it waited for,
// so the log also gets each open page's address and accessibility tree, and a screenshot goes to
// test-results/e2e-failures/ (a failing test leaves its pages open: it closes them at its end).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const FAILURE_DIR = path.resolve('test-results/e2e-failures');
/** Enough of a page's tree to see which dialog, alert or page is up, not the whole gallery. */
const TREE_CHARACTERS = 4000;
/** A page that hangs must not hold the report: each look gets this long. */
const LOOK_MS = 3000;

export async function reportOpenPages(browser: Browser, testName: string): Promise<void> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  await mkdir(FAILURE_DIR, { recursive: true });
  const lines = [`\n── What the browser showed when "${testName}" failed (${pages.length} pages)`];
  for (const [index, page] of pages.entries()) {
    const file = path.join(FAILURE_DIR, `${slug}-${index + 1}.png`);
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: LOOK_MS })
      .catch((error: unknown) => `(no tree: ${String(error).split('\n')[0]})`);
    await page.screenshot({ path: file, timeout: LOOK_MS }).catch(() => undefined);
    lines.push(`── page ${index + 1}: ${page.url()} (screenshot ${file})`);
    const short = shortLists(tree);
    lines.push(short.length > TREE_CHARACTERS ? `${short.slice(0, TREE_CHARACTERS)}\n…` : short);
  }
  console.error(lines.join('\n'));
}

/** A select's options past the third and a list's items past the fifth say nothing more. */
function shortLists(tree: string): string {
  const kept: string[] = [];
  let run = { indent: -1, kind: '', count: 0 };
  for (const line of tree.split('\n')) {
    const indent = line.search(/\S/);
    // A line inside the current item (deeper) belongs to it.
    if (run.kind && indent > run.indent) {
      if (run.count <= limitOf(run.kind)) kept.push(line);
      continue;
    }
    const kind = /^\s*- (option|listitem)\b/.exec(line)?.[1] ?? '';
    const same = kind && kind === run.kind && indent === run.indent;
    run = { indent, kind, count: same ? run.count + 1 : 1 };
    if (!kind || run.count <= limitOf(kind)) kept.push(line);
    else if (run.count === limitOf(kind) + 1) kept.push(`${' '.repeat(indent)}- …`);
  }
  return kept.join('\n');
}

function limitOf(kind: string): number {
  return kind === 'option' ? 3 : 5;
}

// The graphical-abstract builder in the example journal's submission pages
// (docs/examples/journal-submission): an author without a Figura account makes an abstract and
// the page's form receives the journal's file.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestStack } from './stack';
import { watchPolicyViolations } from './journal';

/** Where the builder's controls are: the element in the page, or the frame's document. */
export type BuilderScope = Locator | FrameLocator;

/** What the author types: a title, a key finding, and each topic's title and description. */
export interface AbstractWords {
  title: string;
  highlight: string;
  topics: readonly { title: string; description: string }[];
}

/** Short words, as a Cell abstract (12 pt on a 4-inch square) needs them. */
export const SIX_TOPICS: AbstractWords = {
  title: 'Gut microbes shape vaccine responses',
  highlight: 'Bifidobacteria predict antibodies',
  topics: [
    { title: 'Infant', description: 'Cohort' },
    { title: 'Bacteria', description: 'Gut' },
    { title: 'Vaccine', description: 'Doses' },
    { title: 'Antibody', description: 'Titres' },
    { title: 'Virus', description: 'Defence' },
    { title: 'Cell', description: 'Memory' },
  ],
};

export interface JournalPage {
  page: Page;
  submissionId: string;
  /** The page's policy violations so far (events and console), the frame's included. */
  violations: () => Promise<string[]>;
  pageErrors: string[];
}

/** A new manuscript's submission page at `path` of the example journal, opened in a new context. */
export async function openSubmission(stack: TestStack, path: string): Promise<JournalPage> {
  const journal = stack.urls.journal;
  const submissionId = `MS-E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const context = await stack.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const violations = await watchPolicyViolations(page);
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${journal}${path}${separator}submission=${submissionId}`);
  return { page, submissionId, violations, pageErrors };
}

const tab = (scope: BuilderScope, name: string) => scope.getByRole('tab', { name, exact: true });

/**
 * Template 1, a colour pair, the words, and for each topic the first illustration the library
 * suggests for it; each step through its tab, as an author clicking along would.
 */
export async function makeAbstract(scope: BuilderScope, words: AbstractWords, colour: string) {
  await tab(scope, 'Template').click();
  await scope.getByRole('radio', { name: /^Grid/ }).check();
  await tab(scope, 'Colours').click();
  await scope.getByRole('radio', { name: new RegExp(`^${colour}`) }).check();
  await tab(scope, 'Title and key finding').click();
  await scope.getByRole('textbox', { name: 'Title', exact: true }).fill(words.title);
  await scope.getByRole('textbox', { name: 'Key finding', exact: true }).fill(words.highlight);
  await tab(scope, 'Topics').click();
  for (const [index, topic] of words.topics.entries()) {
    const number = index + 1;
    await scope
      .getByRole('textbox', { name: `Topic ${number} title`, exact: true })
      .fill(topic.title);
    await scope
      .getByRole('textbox', { name: `Topic ${number} description`, exact: true })
      .fill(topic.description);
  }
  for (const number of words.topics.map((_, index) => index + 1))
    await pickSuggested(scope, number);
}

/** The first illustration the library suggests for topic `number` (its search needs the index). */
export async function pickSuggested(scope: BuilderScope, number: number) {
  const suggested = scope
    .getByRole('group', { name: `Illustrations suggested for topic ${number}`, exact: true })
    .getByRole('button')
    .first();
  await suggested.waitFor({ timeout: 30000 });
  await suggested.click();
  await expect.poll(() => suggested.getAttribute('aria-pressed'), { timeout: 15000 }).toBe('true');
}

/** The form's attached file (its name and bytes), as the page's file input holds it. */
export async function attachedFile(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const file = await page.evaluate(async () => {
    const input = document.getElementById('abstract-file') as HTMLInputElement;
    const chosen = input.files?.[0];
    if (!chosen) return null;
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return { name: chosen.name, base64: btoa(binary) };
  });
  if (!file) throw new Error('The form has no file attached');
  return { name: file.name, bytes: Buffer.from(file.base64, 'base64') };
}

/** A TIFF's first image: width and height in px, and its resolution in dots per inch. */
export function tiffFacts(bytes: Buffer): { width: number; height: number; dpi: number } {
  const little = bytes.toString('latin1', 0, 2) === 'II';
  if (!little && bytes.toString('latin1', 0, 2) !== 'MM') throw new Error('Not a TIFF');
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(2) !== 42) throw new Error('Not a TIFF');
  const ifd = u32(4);
  const tags = new Map<number, number>();
  for (let index = 0; index < u16(ifd); index++) {
    const at = ifd + 2 + index * 12;
    const [tag, type] = [u16(at), u16(at + 2)];
    if (type === 3) tags.set(tag, u16(at + 8));
    else if (type === 4) tags.set(tag, u32(at + 8));
    else if (type === 5) tags.set(tag, u32(u32(at + 8)) / u32(u32(at + 8) + 4));
  }
  // ResolutionUnit (296): 2 inch, 3 centimetre.
  const perInch = tags.get(296) === 3 ? 2.54 : 1;
  return {
    width: tags.get(256)!,
    height: tags.get(257)!,
    dpi: Math.round(tags.get(282)! * perInch),
  };
}

/** The creations of a manuscript, read with an embed token from the journal's own server. */
export async function submissionWork(stack: TestStack, submissionId: string) {
  const issued = (await (
    await fetch(`${stack.urls.journal}/api/figura-token`, {
      method: 'POST',
      body: JSON.stringify({ submissionId }),
    })
  ).json()) as { token: string };
  const call = async <T>(path: string): Promise<T> => {
    const reply = await fetch(`${stack.urls.api}${path}`, {
      headers: { authorization: `Bearer ${issued.token}` },
    });
    if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
    return (await reply.json()) as T;
  };
  const { data } = await call<{ data: { id: string; type: string; slides: { id: string }[] }[] }>(
    '/user-creations',
  );
  return Promise.all(
    data.map(async (creation) => ({
      ...creation,
      content: (
        await call<{
          content: Record<string, unknown> & { elements: { id: string; type: string }[] };
        }>(`/user-creations/${creation.id}/slide/${creation.slides[0]!.id}/content`)
      ).content,
    })),
  );
}

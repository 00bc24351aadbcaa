// Text is drawn with the bundled Inter (and its arrows with the bundled math font) everywhere: in the journal embed, in the portal's editor and
// in the PNG the server renders, so the three show the same text at the same width.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiClient } from './support/api';
import { editorDocument } from './support/editor';
import {
  browserInkWidth,
  editorInkSpans,
  pngInkSpan,
  type Band,
  type InkSpan,
} from './support/ink';
import { decodePng } from './support/png';
import { registerAndGetToken, registerThroughForm } from './support/signon';
import { useTestStack, uniqueEmail } from './support/stack';

const stack = useTestStack('fonts');

interface Line {
  id: string;
  text: string;
  /** The CSS font the browser would use for it. */
  font: string;
  top: number;
  fontSize: number;
  fontWeight: 'normal' | 'bold';
}

const LINES: Line[] = [
  {
    id: 'regular',
    text: 'Hello cells, wide figures',
    font: '48px',
    top: 30,
    fontSize: 48,
    fontWeight: 'normal',
  },
  {
    id: 'bold',
    text: 'Bold cells, 2024 figures',
    font: 'bold 48px',
    top: 140,
    fontSize: 48,
    fontWeight: 'bold',
  },
  // Greek and the micro sign: other subsets of the same family.
  {
    id: 'greek',
    text: 'αβγδεζηθικ µ ΔΣΩ',
    font: '64px',
    top: 250,
    fontSize: 64,
    fontWeight: 'normal',
  },
  // Arrows and operators: the bundled math font, joined to every family for them. (No spaces:
  // the server's text engine may take a space between two arrows from the math font too.)
  {
    id: 'symbols',
    text: '⇌→≤≥≈∞⇌→⇌→',
    font: '48px',
    top: 370,
    fontSize: 48,
    fontWeight: 'normal',
  },
];
const BANDS: Band[] = LINES.map((line) => ({ top: line.top - 5, height: line.fontSize * 1.5 }));

const DOCUMENT = {
  schemaVersion: 4,
  width: 1000,
  height: 460,
  background: '#ffffff',
  elements: LINES.map((line) => ({
    id: line.id,
    type: 'textbox',
    left: 40,
    top: line.top,
    width: 920,
    height: line.fontSize * 1.2,
    text: line.text,
    fontFamily: 'Inter',
    fontSize: line.fontSize,
    fontWeight: line.fontWeight,
    fill: '#000000',
  })),
};

/** A creation holding DOCUMENT, and its PNG as the server renders it. */
async function creationWithText(token: string) {
  const api = apiClient(stack.urls.api, token);
  const creation = await api.createCreation({ type: 'abstract', name: 'Fonts' });
  const slideId = creation.slides[0]!.id;
  await api.saveContent(creation.id, slideId, creation.slides[0]!.revision, DOCUMENT);
  const response = await fetch(
    `${stack.urls.api}/user-creations/${creation.id}/slide/${slideId}/download`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'png', scale: 1 }),
    },
  );
  expect(response.status).toBe(200);
  const png = decodePng(Buffer.from(await response.arrayBuffer()));
  return { id: creation.id, pngSpans: BANDS.map((band) => pngInkSpan(png, band)) };
}

/** Font files the page fetched. */
function watchFontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\.woff2?(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The page's console warnings and errors (a font that failed to load is reported there). */
function watchWarnings(page: Page): string[] {
  const texts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') texts.push(message.text());
  });
  return texts;
}

/** Waits until the editor has loaded its fonts and redrawn, then checks text against the PNG. */
async function expectEditorMatchesPng(
  page: Page,
  scope: string,
  pngSpans: InkSpan[],
  warnings: string[],
) {
  await page.locator(`${scope} canvas[data-testid="figura-canvas"][data-fonts="ready"]`).waitFor();
  expect((await editorDocument(page, scope)).elements).toHaveLength(LINES.length);
  expect(await page.evaluate(() => document.fonts.check('32px Inter'))).toBe(true);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded')
      .map((face) => `${face.weight} ${face.style} ${face.unicodeRange}`),
  );
  expect(loaded.some((face) => face.startsWith('400 normal') && /U\+0*370/i.test(face))).toBe(true);
  // Measure what the browser draws for each line in Inter and in its fallback first: loading a
  // font for that measurement must not be what lets the editor's text catch up.
  const widths: { inter: number; fallback: number }[] = [];
  for (const line of LINES)
    widths.push({
      inter: await browserInkWidth(page, line.text, `${line.font} Inter`),
      fallback: await browserInkWidth(page, line.text, `${line.font} sans-serif`),
    });
  // The redraw after the last face loaded lands on the next frame; on a busy machine a face's
  // file can arrive after "ready" was read (seen once in CI: the arrows still in the fallback).
  // So read the canvas again for a few seconds; text left in a fallback font still fails.
  const drawnInInter = (spans: InkSpan[]) =>
    spans.every((span, index) => Math.abs(span.right - span.left - widths[index]!.inter) <= 2.5);
  let editorSpans = await editorInkSpans(page, BANDS, scope);
  for (let tries = 0; tries < 20 && !drawnInInter(editorSpans); tries += 1) {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
    editorSpans = await editorInkSpans(page, BANDS, scope);
  }
  const fontWarnings = warnings.filter((text) => /font/i.test(text)).join('; ');

  for (const [index, line] of LINES.entries()) {
    const editor = editorSpans[index]!;
    const png = pngSpans[index]!;
    const editorWidth = editor.right - editor.left;
    const pngWidth = png.right - png.left;
    const { inter, fallback } = widths[index]!;
    const context = `${line.id}: editor ${editorWidth.toFixed(1)}, PNG ${pngWidth}, Inter ${inter}, fallback ${fallback} ${fontWarnings}`;
    // The comparison means something: this text is clearly narrower or wider in the fallback
    // font, the machine's sans-serif. Measured at least 16 px apart with DejaVu Sans (the font
    // set-up installs) and 23 px with Liberation Sans (Chromium's recommended fonts), the texts
    // chosen for it ("Bold cells, wide figures" was 11 px from Liberation Sans Bold, and
    // "αβγδεζηθ µ Δλ" 13 px from DejaVu Sans, against a bound of 8).
    expect(Math.abs(inter - fallback), context).toBeGreaterThan(8);
    // The editor draws it in Inter...
    expect(Math.abs(editorWidth - inter), context).toBeLessThanOrEqual(2.5);
    // ...and the server's PNG has the same ink, where the editor has it.
    expect(Math.abs(editor.left - png.left), context).toBeLessThanOrEqual(2.5);
    expect(Math.abs(editor.right - png.right), context).toBeLessThanOrEqual(2.5);
    expect(Math.abs(pngWidth - fallback), context).toBeGreaterThan(6);
  }
}

describe('text is drawn with the bundled Inter', () => {
  it('in the journal embed, with font files fetched next to the script, as in the PNG', async () => {
    const token = await registerAndGetToken(stack.urls.signOn, {
      email: uniqueEmail('fonts-embed'),
      name: 'Font Embed',
      password: 'fonts-embed-password-1',
    });
    const { id, pngSpans } = await creationWithText(token);
    const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const fonts = watchFontRequests(page);
    const warnings = watchWarnings(page);
    const query = new URLSearchParams({ api: stack.urls.api, creation: id, token });
    await page.goto(`${stack.urls.portal}/examples/plain-html/?${query}`);

    await expectEditorMatchesPng(page, 'figura-editor', pngSpans, warnings);
    // Relative to the script (/embed/figura-editor.js), not to the journal page.
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(url).toMatch(new RegExp(`^${stack.urls.portal}/embed/fonts/`));
    // Only the subsets the text uses: Latin and Greek, not extended Latin.
    expect(fonts.some((url) => url.includes('inter-greek-400-normal'))).toBe(true);
    expect(fonts.some((url) => url.includes('latin-ext'))).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('in the portal editor, as in the PNG', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await registerThroughForm(page, {
      email: uniqueEmail('fonts-portal'),
      name: 'Font Portal',
      password: 'fonts-portal-password-1',
    });
    await page.waitForURL(`${stack.urls.portal}/my-creations`);
    await page.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();
    // The portal keeps the API token in its token cookie: "<access token>|<user id>".
    const cookie = (await context.cookies(stack.urls.portal)).find((c) => c.name === 'figura_auid');
    expect(cookie, 'token cookie').toBeDefined();
    const token = decodeURIComponent(cookie!.value).split('|')[0]!;
    const { id, pngSpans } = await creationWithText(token);
    const fonts = watchFontRequests(page);
    const warnings = watchWarnings(page);
    await page.goto(`${stack.urls.portal}/editor/${id}`);

    await expectEditorMatchesPng(page, 'body', pngSpans, warnings);
    expect(fonts.some((url) => /\/assets\/inter-greek-400-normal-[\w-]+\.woff2$/.test(url))).toBe(
      true,
    );
    await context.close();
  });
});

// Every payload of the SVG attack corpus, sanitised, opened in Chromium as an SVG document of its
// own (served as image/svg+xml, the way a downloaded export or a CDN asset is opened; each in a
// frame of one page, which loads the corpus in one go): no dialog opens and no request reaches the
// attacker's address. The probe's five raw payloads are opened the same way and must run, so a
// test that could not see script running would fail. What the sanitiser leaves of each payload,
// read with its own parser, is unit-tested (packages/sdk-core/src/svg/attack-corpus.test.ts);
// this file is the browser's word on it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACK_CORPUS,
  attackBytes,
  type AttackPayload,
} from '../packages/sdk-core/src/svg/attack-corpus/corpus.ts';
import { sanitizeSvgBytes } from '../packages/sdk-core/src/svg/stored.ts';
import { closeContexts, workerBrowser } from './support/browser';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Time after load for what runs later (animation onbegin, iframes, style sheet fetches). */
const SETTLE_MS = 300;
const PAGES_AT_ONCE = 6;
/** Each document's frame: small enough for the whole corpus to be on screen (nothing throttled). */
const FRAME_PX = 40;
const VIEWPORT = { width: 1280, height: 720 };

let server: Server;
let origin: string;
let browser: Browser;
/** Requests to `/attacker/<index>/…`: which payload reached the network. */
const attackerHits: number[] = [];

const attackerFor = (index: number) => `${origin}/attacker/${index}`;
const rawBytes = (index: number) => attackBytes(ATTACK_CORPUS[index]!, attackerFor(index));
const documentPath = (kind: 'raw' | 'clean', index: number) => `/${kind}/${index}`;

/** A page framing each listed payload's document (`/frames/clean?i=1,2`), side by side. */
function framesPage(kind: 'raw' | 'clean', indices: number[]): string {
  const frames = indices.map((index) => `<iframe src="${documentPath(kind, index)}"></iframe>`);
  return `<!doctype html><style>body{margin:0;line-height:0}iframe{width:${FRAME_PX}px;height:${FRAME_PX}px;border:0}</style>${frames.join('')}`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test.invalid');
    const [, kind, index] = /^\/(raw|clean|attacker|frames)(?:\/(\d+))?/.exec(url.pathname) ?? [];
    if (kind === 'attacker') attackerHits.push(Number(index));
    if (kind === 'frames') {
      const indices = (url.searchParams.get('i') ?? '').split(',').map(Number);
      const page = framesPage(url.pathname.endsWith('/raw') ? 'raw' : 'clean', indices);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    if ((kind === 'raw' || kind === 'clean') && index !== undefined) {
      const bytes = rawBytes(Number(index));
      const body = kind === 'raw' ? bytes : new TextEncoder().encode(sanitizeSvgBytes(bytes).svg);
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await workerBrowser();
});

afterAll(async () => {
  if (browser) await closeContexts(browser);
  await new Promise((resolve) => server?.close(resolve));
});

interface Opened {
  name: string;
  hits: number;
  /** The document's root namespace: SVG when it opened as a drawing, not as an error page. */
  rootNamespace: string | null;
}

/**
 * Opens the payloads at `indices` together, each an SVG document in a frame of one page, and
 * waits for what runs later. Resolves with what each document did and the dialogs any opened.
 */
async function openFramed(
  page: Page,
  kind: 'raw' | 'clean',
  indices: number[],
): Promise<{ dialogs: number; opened: Opened[] }> {
  let dialogs = 0;
  const onDialog = (dialog: { dismiss(): Promise<void> }) => {
    dialogs++;
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  const hitsOf = (index: number) => attackerHits.filter((hit) => hit === index).length;
  const hitsBefore = indices.map(hitsOf);
  await page.goto(`${origin}/frames/${kind}?i=${indices.join(',')}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const opened = await Promise.all(
    indices.map(async (index, at) => {
      const path = documentPath(kind, index);
      const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === path);
      const rootNamespace = frame
        ? await frame.evaluate(() => document.documentElement?.namespaceURI ?? null)
        : null;
      return {
        name: ATTACK_CORPUS[index]!.name,
        hits: hitsOf(index) - hitsBefore[at]!,
        rootNamespace,
      };
    }),
  );
  page.off('dialog', onDialog);
  return { dialogs, opened };
}

/** Opens each index alone (a page of one frame, in a pool of pages): how many dialogs each opened. */
async function dialogsOfEach(kind: 'raw' | 'clean', indices: number[]) {
  const context = await browser.newContext();
  const results: { name: string; dialogs: number }[] = [];
  const queue = [...indices];
  await Promise.all(
    Array.from({ length: Math.min(PAGES_AT_ONCE, indices.length) }, async () => {
      const page = await context.newPage();
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const { dialogs } = await openFramed(page, kind, [index]);
        results.push({ name: ATTACK_CORPUS[index]!.name, dialogs });
      }
    }),
  );
  await context.close();
  return results;
}

const indicesOf = (keep: (attack: AttackPayload) => boolean) =>
  ATTACK_CORPUS.flatMap((attack, index) => (keep(attack) ? [index] : []));

describe('sanitised SVG opened as a document in Chromium', () => {
  it('runs the probe’s five raw payloads, and raw references reach the listener (so both are seen)', async () => {
    const ran = await dialogsOfEach(
      'raw',
      indicesOf((attack) => attack.probe === true),
    );
    expect(ran).toHaveLength(5);
    for (const result of ran) expect(result.dialogs, result.name).toBeGreaterThan(0);
    const context = await browser.newContext();
    const fetching = await openFramed(
      await context.newPage(),
      'raw',
      indicesOf((attack) =>
        ['image href', '@import url', 'fill url external'].includes(attack.name),
      ),
    );
    await context.close();
    expect(fetching.opened).toHaveLength(3);
    for (const result of fetching.opened) expect(result.hits, result.name).toBeGreaterThan(0);
  });

  it('runs nothing and fetches nothing for any sanitised payload of the corpus', async () => {
    const everyIndex = indicesOf(() => true);
    const onScreen = (VIEWPORT.width / FRAME_PX) * (VIEWPORT.height / FRAME_PX);
    expect(everyIndex.length).toBeLessThanOrEqual(onScreen);
    const context = await browser.newContext({ viewport: VIEWPORT });
    const { dialogs, opened } = await openFramed(await context.newPage(), 'clean', everyIndex);
    await context.close();
    expect(opened).toHaveLength(ATTACK_CORPUS.length);
    // Dialogs do not say which frame opened them: the payloads are opened alone to name it.
    const alerting = dialogs > 0 ? await dialogsOfEach('clean', everyIndex) : [];
    const ran = [
      ...alerting.filter((result) => result.dialogs > 0),
      ...opened.filter((result) => result.hits > 0),
    ];
    expect({ dialogs, ran: ran.map((result) => result.name) }).toEqual({ dialogs: 0, ran: [] });
    const notSvg = opened.filter((result) => result.rootNamespace !== SVG_NAMESPACE);
    expect(notSvg.map((result) => result.name)).toEqual([]);
  });
});

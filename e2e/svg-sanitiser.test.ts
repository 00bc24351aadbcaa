// Every payload of the SVG attack corpus, sanitised, opened in Chromium as a standalone SVG
// document (served as image/svg+xml, the way a downloaded export or a CDN asset is opened): no
// dialog opens and no request reaches the attacker's address. The probe's five raw payloads are
// opened too and must run, so a test that could not see script running would fail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the benchmark
import { launchChromium } from '../scripts/chromium.mjs';
import {
  ATTACK_CORPUS,
  attackBytes,
  type AttackPayload,
} from '../packages/sdk-core/src/svg/attack-corpus/corpus.ts';
import { sanitizeSvgBytes } from '../packages/sdk-core/src/svg/stored.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Time after load for what runs later (animation onbegin, iframes, style sheet fetches). */
const SETTLE_MS = 300;
const PAGES_AT_ONCE = 6;

let server: Server;
let origin: string;
let browser: Browser;
/** Requests to `/attacker/<index>/…`: which payload reached the network. */
const attackerHits: number[] = [];

const attackerFor = (index: number) => `${origin}/attacker/${index}`;
const rawBytes = (index: number) => attackBytes(ATTACK_CORPUS[index]!, attackerFor(index));

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, kind, index] = /^\/(raw|clean|attacker)\/(\d+)/.exec(request.url ?? '') ?? [];
    if (kind === 'attacker') attackerHits.push(Number(index));
    if (kind === 'raw' || kind === 'clean') {
      const bytes = rawBytes(Number(index));
      const body = kind === 'raw' ? bytes : new TextEncoder().encode(sanitizeSvgBytes(bytes).svg);
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = (await launchChromium()) as Browser;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface Opened {
  name: string;
  dialogs: number;
  hits: number;
  /** The document's root namespace: SVG when it opened as a drawing, not as an error page. */
  rootNamespace: string | null;
}

async function open(page: Page, kind: 'raw' | 'clean', index: number): Promise<Opened> {
  let dialogs = 0;
  const onDialog = (dialog: { dismiss(): Promise<void> }) => {
    dialogs++;
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  const hitsBefore = attackerHits.filter((hit) => hit === index).length;
  await page.goto(`${origin}/${kind}/${index}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const rootNamespace = await page.evaluate(() => document.documentElement?.namespaceURI ?? null);
  page.off('dialog', onDialog);
  const hits = attackerHits.filter((hit) => hit === index).length - hitsBefore;
  return { name: ATTACK_CORPUS[index]!.name, dialogs, hits, rootNamespace };
}

/** Opens each index in a pool of pages; resolves with what each opening saw. */
async function openAll(kind: 'raw' | 'clean', indices: number[]): Promise<Opened[]> {
  const context = await browser.newContext();
  const results: Opened[] = [];
  const queue = [...indices];
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const page = await context.newPage();
      for (let index = queue.shift(); index !== undefined; index = queue.shift())
        results.push(await open(page, kind, index));
    }),
  );
  await context.close();
  return results;
}

const indicesOf = (keep: (attack: AttackPayload) => boolean) =>
  ATTACK_CORPUS.flatMap((attack, index) => (keep(attack) ? [index] : []));

describe('sanitised SVG opened as a document in Chromium', () => {
  it('runs the probe’s five raw payloads, and raw references reach the listener (so both are seen)', async () => {
    const opened = await openAll(
      'raw',
      indicesOf((attack) => attack.probe === true),
    );
    expect(opened).toHaveLength(5);
    for (const result of opened) expect(result.dialogs, result.name).toBeGreaterThan(0);
    const fetching = await openAll(
      'raw',
      indicesOf((attack) =>
        ['image href', '@import url', 'fill url external'].includes(attack.name),
      ),
    );
    expect(fetching).toHaveLength(3);
    for (const result of fetching) expect(result.hits, result.name).toBeGreaterThan(0);
  });

  it('runs nothing and fetches nothing for any sanitised payload of the corpus', async () => {
    const opened = await openAll(
      'clean',
      indicesOf(() => true),
    );
    expect(opened).toHaveLength(ATTACK_CORPUS.length);
    const ran = opened.filter((result) => result.dialogs > 0 || result.hits > 0);
    expect(ran.map((result) => result.name)).toEqual([]);
    const notSvg = opened.filter((result) => result.rootNamespace !== SVG_NAMESPACE);
    expect(notSvg.map((result) => result.name)).toEqual([]);
  });
});

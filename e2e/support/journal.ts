// The plain-HTML example (docs/examples/plain-html) as a journal serves it: from the journal's own
// server and origin, loading the embed from Figura's host, under the journal's
// Content-Security-Policy.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openEmbeddedCreation } from './embed';
import { editorReady } from './editor';
import { portShift, type TestStack } from './stack';
import { journalPageOrigin } from './stack-product';
import { slotOffset, type StackSlot } from './stack-slots';

const EXAMPLE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/examples/plain-html',
);
const FILES: Record<string, { file: string; type: string }> = {
  '/article/': { file: 'index.html', type: 'text/html' },
  '/article/journal.css': { file: 'journal.css', type: 'text/css' },
  '/article/journal.js': { file: 'journal.js', type: 'text/javascript' },
};

/**
 * A journal's strict policy: its own files ('self') and, for Figura, exactly what the editor
 * needs (docs/embedding.md); nothing unsafe, nothing else.
 */
export function strictJournalPolicy(figura: { portal: string; api: string }): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${figura.portal}`,
    "style-src 'self'",
    `font-src ${figura.portal}`,
    // The API, and the translation files next to the script (fetched).
    `connect-src ${figura.portal} ${figura.api}`,
    'img-src data:',
  ].join('; ');
}

export interface JournalPageOptions {
  /** Figura's portal, which serves the embed at /embed/. */
  figuraHost: string;
  /** The page's Content-Security-Policy header. */
  policy: string;
  /**
   * A nonce the journal's server writes on its own `<script>` and stylesheet tags and on
   * `<figura-editor>` (what a server does for a policy with `'nonce-…'` sources).
   */
  nonce?: string;
  /** Rules appended to the journal's own stylesheet (its global styles). */
  journalCss?: string;
  /** The editor inside a form's fieldset (a box as wide as what it holds, at the least). */
  inFieldset?: boolean;
}

export interface JournalServer {
  /** `http://127.0.0.1:<port>`: another origin than Figura's `http://localhost:<port>`. */
  origin: string;
  /** The article page with the example's editor. */
  url: string;
  /** How the next pages are served. */
  serve(options: JournalPageOptions): void;
}

function page(options: JournalPageOptions): string {
  let html = readFileSync(path.join(EXAMPLE_DIR, 'index.html'), 'utf8');
  // The journal loads the embed from Figura's host, not its own.
  html = html.replace('src="/embed/', `src="${options.figuraHost}/embed/`);
  if (options.nonce)
    html = html.replace(/<(script|link|figura-editor)\b/g, `<$1 nonce="${options.nonce}"`);
  if (options.inFieldset)
    html = html.replace(
      /<figura-editor\b[\s\S]*?<\/figura-editor>/,
      (editor) => `<fieldset><legend>Graphical abstract</legend>${editor}</fieldset>`,
    );
  return html;
}

/**
 * The journal's server of the test file in stack slot `slot` (its stack's ports), on loopback,
 * started before its tests.
 */
export function useJournalServer(slot: StackSlot): JournalServer {
  const port = 5400 + portShift() + slotOffset(slot);
  let options: JournalPageOptions | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = FILES[new URL(request.url ?? '/', 'http://journal').pathname];
      if (!route || !options) {
        response.writeHead(404).end();
        return;
      }
      const headers: Record<string, string> = {
        'content-type': `${route.type}; charset=utf-8`,
        'cache-control': 'no-store',
      };
      let body = readFileSync(path.join(EXAMPLE_DIR, route.file), 'utf8');
      if (route.file === 'index.html') {
        body = page(options);
        headers['content-security-policy'] = options.policy;
      }
      if (route.file === 'journal.css' && options.journalCss) body += options.journalCss;
      response.writeHead(200, headers).end(body);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  const origin = journalPageOrigin(slotOffset(slot));
  return {
    origin,
    url: `${origin}/article/`,
    serve: (next) => (options = next),
  };
}

/**
 * Records every policy violation of `page` from now on: `securitypolicyviolation` events (the
 * directive and what it refused) and console messages about the policy.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      consoleMessages.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ` +
            `${event.sourceFile}:${event.lineNumber}: ${event.sample}`,
        ),
      true,
    );
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { policyViolations: string[] }).policyViolations,
    )),
    ...consoleMessages,
  ];
}

/**
 * A new author's creation in the journal's article page (served as `page` says), with its
 * <figura-editor> ready; `violations` lists the page's policy violations so far.
 */
export async function openOnJournal(
  stack: TestStack,
  journal: JournalServer,
  author: string,
  page: Omit<JournalPageOptions, 'figuraHost'>,
  beforeOpen?: (page: Page) => Promise<void>,
) {
  let violations: () => Promise<string[]> = async () => [];
  journal.serve({ ...page, figuraHost: stack.urls.portal });
  const opened = await openEmbeddedCreation(
    stack,
    author,
    async (page) => {
      violations = await watchPolicyViolations(page);
      await beforeOpen?.(page);
    },
    editorReady(),
    journal.url,
  );
  const editor = opened.page.locator('figura-editor');
  return {
    ...opened,
    editor,
    button: (name: string) => editor.getByRole('button', { name, exact: true }),
    violations: () => violations(),
  };
}

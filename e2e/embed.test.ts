// A journal's plain HTML page embeds <figura-editor> with one script tag; an edit made in it is saved.
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../packages/sdk-core/src/svg/sanitize.ts';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import { drawWithTool, editorDocument, waitForEditor, waitForSaved } from './support/editor';

const stack = useTestStack('embed');

describe('<figura-editor> on a plain HTML page', () => {
  it('loads an existing creation and saves an edit, announcing figura-change and figura-save', async () => {
    const { api, creationId, slideId, context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'journal',
    );
    expect((await editorDocument(page, 'figura-editor')).elements).toHaveLength(0);

    await drawWithTool(page, 'Rectangle', { scope: 'figura-editor' });
    await waitForSaved(page, 'figura-editor');

    const stored = await api.getContent(creationId, slideId);
    expect(stored.revision).toBeGreaterThan(0);
    expect(stored.content.elements.map((e) => e.type)).toEqual(['rect']);

    const events = await page.evaluate(() =>
      (window as any).figuraEvents.map((e: { type: string }) => e.type),
    );
    expect(events).toContain('figura-change');
    expect(events).toContain('figura-save');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('opens as shipped: with no attributes it signs the demo author in, and refreshes the token', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${stack.urls.signOn}/oauth/token`))
        tokenCalls.push(request.url());
    });
    // The page's clock, so the refresher's 12 minutes pass at once.
    await page.clock.install();
    await page.goto(`${stack.urls.portal}/examples/plain-html/`);
    await waitForEditor(page);
    const token = (await page.locator('figura-editor').getAttribute('token')) ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.email).toBe('demo@figura.test');
    expect(tokenCalls).toHaveLength(1);
    await page.clock.runFor(12 * 60 * 1000 + 1000);
    await expect.poll(() => tokenCalls.length).toBe(2);
    expect(await page.locator('#events').textContent()).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("starts loading the creation while the editor's code is still on its way", async () => {
    // The editor's code (React, fabric, the editor) arrives late; the element's own small module
    // must not wait for it before asking the API for the creation and its slide, nor before
    // fetching the face most text is set in (the first draw waits for fonts), nor before asking
    // for the chunks the editor's module imports (the embed build lists them for the element).
    const log: string[] = [];
    let editorImports: string[] = [];
    const { context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'eager',
      async (page) => {
        page.on('request', (request) => {
          if (/\/slide\/[^/]+\/content$/.test(request.url())) log.push('slide requested');
          if (/\/embed\/fonts\/inter-latin-400-normal-[\w-]+\.woff2$/.test(request.url()))
            log.push('font requested');
          const chunk = /\/embed\/chunks\/(part-[\w-]+\.js)$/.exec(request.url())?.[1];
          if (chunk) log.push(`${chunk} requested`);
        });
        // The editor's own chunk (build/rechunk.ts names chunks after the parts that run them).
        await page.route(/\/embed\/chunks\/part-editor-[\w-]{8}\.js$/, async (route) => {
          log.push('editor code requested');
          const response = await route.fetch();
          // Its static imports: import{…}from'./part-X.js' and import'./part-Y.js'.
          editorImports = [
            ...(await response.text()).matchAll(
              /import\s*(?:[^"'();]*?from\s*)?["']\.\/(part-[\w-]+\.js)["']/g,
            ),
          ].map((match) => match[1]!);
          // Held until the element has asked for the slide, the font and the chunks (measured
          // 0.1-0.3 s after it asked for the code; a fixed 800 ms hold could race a busy
          // machine), at most 10 s: were they to wait for the editor's code, it then arrives
          // and the checks below fail.
          const expected = () => [
            'slide requested',
            'font requested',
            ...editorImports.map((chunk) => `${chunk} requested`),
          ];
          const until = Date.now() + 10000;
          while (Date.now() < until && !expected().every((entry) => log.includes(entry)))
            await new Promise((resolve) => setTimeout(resolve, 20));
          log.push('editor code delivered');
          await route.fulfill({ response });
        });
      },
    );
    const beforeDelivery = log.slice(0, log.indexOf('editor code delivered'));
    expect(beforeDelivery).toEqual(
      expect.arrayContaining(['editor code requested', 'slide requested', 'font requested']),
    );
    expect(editorImports.length).toBeGreaterThan(0);
    expect(beforeDelivery).toEqual(
      expect.arrayContaining(editorImports.map((chunk) => `${chunk} requested`)),
    );
    await page
      .locator('figura-editor')
      .getByRole('button', { name: 'Rectangle', exact: true })
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('draws a slide as received, then reports it when it is not a Figura document', async () => {
    // The API validates documents when they are written; a broken reply (a proxy, a newer
    // server) must still not be edited: the check after the first draw takes the editor away.
    const { context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'broken',
      async (page) => {
        await page.route(/\/slide\/[^/]+\/content$/, async (route) => {
          const response = await route.fetch();
          const reply = (await response.json()) as { content: { elements: unknown[] } };
          reply.content.elements = [
            { id: 'r1', type: 'rect', left: 'nowhere', top: 10, width: 50, height: 50 },
          ];
          await route.fulfill({ response, json: reply });
        });
      },
      'figura-editor [role="alert"]',
    );
    const alert = page.locator('figura-editor [role="alert"]');
    await expect
      .poll(() => alert.textContent())
      .toMatch(/could not be opened: elements\[0\]\.left/);
    expect(await page.locator('figura-editor [data-testid="figura-canvas"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('takes no input until the slide it drew has been checked, and asks for the schemas after drawing it', async () => {
    // The check needs the schemas: holding their chunk back holds the check.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'waiting',
      async (page) => {
        await page.addInitScript(() => {
          new MutationObserver((_records, observer) => {
            if (!document.querySelector('figura-editor [data-testid="figura-canvas"]')) return;
            (window as any).canvasAt = performance.now();
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.route(/\/embed\/chunks\/part-schema-[\w-]{8}\.js$/, async (route) => {
          const response = await route.fetch();
          await held;
          await route.fulfill({ response });
        });
      },
      'figura-editor [data-testid="figura-canvas"]',
    );
    const shell = page.locator('figura-editor .figura-shell');
    const rectangle = page
      .locator('figura-editor')
      .getByRole('button', { name: 'Rectangle', exact: true });
    const elementCount = () =>
      page.evaluate(
        () =>
          (document.querySelector('figura-editor .figura-root') as any).figuraEditor.getDocument()
            .elements.length,
      );
    expect(await shell.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    await rectangle.click({ timeout: 500 }).catch(() => undefined);
    expect(await elementCount()).toBe(0);

    release();
    await page.locator('figura-editor .figura-shell[data-checked="true"]').waitFor();
    // Not preloaded with the editor's code: compiled beside it, they held the first frame back.
    const schemasAskedAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/part-schema-[\w-]{8}\.js$/.test(entry.name))?.startTime,
    );
    expect(schemasAskedAt).toBeGreaterThan(await page.evaluate(() => (window as any).canvasAt));
    expect(await shell.evaluate((element) => (element as HTMLElement).inert)).toBe(false);
    await drawWithTool(page, 'Rectangle', { scope: 'figura-editor' });
    expect(await elementCount()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("draws every shape of an icon's SVG: circles, lines, polygons and polylines too", async () => {
    // fabric's SVG parser finds each tag's class in a registry; the embed bundles only the fabric
    // modules the editor imports, so a shape the editor never names must still be registered.
    const svg = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
        '<rect x="2" y="2" width="8" height="8"/><ellipse cx="20" cy="6" rx="6" ry="4"/>' +
        '<circle cx="36" cy="6" r="4"/><line x1="2" y1="20" x2="46" y2="20" stroke="#000"/>' +
        '<polygon points="2,30 10,40 2,46"/><polyline points="20,30 30,40 40,30" stroke="#000"/>' +
        '<path d="M2 46h44"/></svg>',
    );
    const icon = {
      id: 'shapes',
      type: 'icon',
      iconSet: 'healthicons',
      iconName: 'shapes',
      svg,
      left: 40,
      top: 40,
      width: 200,
      height: 200,
    };
    const { context, page, pageErrors } = await openEmbeddedCreation(
      stack,
      'shapes',
      async (page) => {
        await page.route(/\/slide\/[^/]+\/content$/, async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          const response = await route.fetch();
          const reply = (await response.json()) as { content: { elements: unknown[] } };
          reply.content.elements = [icon];
          await route.fulfill({ response, json: reply });
        });
      },
    );
    const drawn = await page.waitForFunction(() => {
      const canvas = document.querySelector('figura-editor canvas[data-testid="figura-canvas"]');
      const objects = (canvas as any)?.figuraCanvas?.getObjects() ?? [];
      const group = objects.find((object: any) => object.figuraId === 'shapes');
      return group?.getObjects().map((shape: any) => String(shape.type).toLowerCase());
    });
    // The first shape is the frame that keeps the view box.
    expect((await drawn.jsonValue()).slice(1)).toEqual([
      'rect',
      'ellipse',
      'circle',
      'line',
      'polygon',
      'polyline',
      'path',
    ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// The gallery: the portal's /gallery keeps its filter across a reload (localStorage `gallery`,
// spec §3), shows the templates with previews, places an item in a new graphical abstract, makes
// a creation from a template, and the <figura-gallery> example page
// (docs/examples/gallery, served under a journal's strict policy) fires figura-select.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack, uniqueEmail } from './support/stack';
import { registerThroughForm } from './support/signon';
import { editorDocument } from './support/editor';
import { watchPolicyViolations } from './support/journal';

const stack = useTestStack('gallery');

async function newPage() {
  const context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

const storedFilter = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('gallery') ?? 'null'));

describe('the portal gallery', () => {
  it('opens on featured collections of drawings, with no digit, letter or symbol on its first screen', async () => {
    const { context, page, pageErrors } = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${stack.urls.portal}/gallery`);
    // The front door: the featured collections, each with a cover of its drawings.
    const collections = page.locator('.collection-card');
    await collections.first().waitFor();
    expect(await collections.count()).toBe(8);
    const firstCover = collections.first().locator('.collection-cover img');
    expect(await firstCover.count()).toBe(4);
    await expect
      .poll(() =>
        firstCover.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    const titles = page.locator('.gallery-card-title');
    await titles.first().waitFor();
    const onScreen = await titles.evaluateAll((nodes) =>
      nodes
        .filter((node) => node.getBoundingClientRect().top < window.innerHeight)
        .map((node) => node.textContent ?? ''),
    );
    // "0", "1 (outline)", "A negative", "2G": the icon sets' glyphs, which are icons, not figures.
    expect(
      onScreen.filter((title) => /^[0-9A-Z]{1,3}( \(outline\)| negative)?$/.test(title)),
    ).toEqual([]);

    // A collection opens as a link of its own, its drawings best first; Back closes it.
    await page.getByRole('button', { name: /^Immunology/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('collection')).toBe('immunology');
    await page.getByRole('heading', { name: 'Immunology', level: 2 }).waitFor();
    await expect.poll(() => collections.count()).toBe(0);
    await expect
      .poll(async () => (await page.locator('.gallery-card-title').allTextContents()).join(' | '))
      .toMatch(/antibod|lymphocyte|T cell|macrophage/i);
    await page.goBack();
    await collections.first().waitFor();

    // A misspelt search that finds nothing offers the words put right.
    await page.getByLabel('Search illustrations').fill('mitocondira');
    await page.getByRole('button', { name: 'Did you mean “mitochondria”?' }).click();
    await expect
      .poll(() => page.getByLabel('Search illustrations').inputValue())
      .toBe('mitochondria');
    await expect
      .poll(async () => (await page.locator('.gallery-card-title').allTextContents()).join(' | '))
      .toMatch(/mitochondri/i);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the type, the tags and the active tag across a reload', async () => {
    const { context, page, pageErrors } = await newPage();
    await page.goto(`${stack.urls.portal}/gallery`);
    const illustrations = page.getByRole('button', { name: 'Illustrations', exact: true });
    const templates = page.getByRole('button', { name: 'Templates', exact: true });
    // A visitor who is not signed in sees illustrations first, with their licence and author.
    await expect.poll(() => illustrations.getAttribute('aria-pressed')).toBe('true');
    await page.locator('.gallery-card').first().waitFor();

    // Pick a category as a tag: the results are that category's.
    const picker = page.getByLabel('Add a tag');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(2);
    const option = picker.locator('option').nth(1);
    const tag = (await option.getAttribute('value'))!;
    const count = Number(/\((\d+)\)$/.exec((await option.textContent())!)![1]);
    await picker.selectOption(tag);
    const tagButton = page.getByRole('button', { name: tag, exact: true });
    await expect.poll(() => tagButton.getAttribute('aria-pressed')).toBe('true');
    const heading = page.locator('.gallery-count');
    await expect
      .poll(() => heading.textContent())
      .toBe(`${count} illustration${count === 1 ? '' : 's'}`);

    // Templates: previews drawn by the server, narrowed by kind; the tags wait meanwhile.
    await templates.click();
    const templateCards = page.locator('.template-card');
    await expect.poll(() => templateCards.count()).toBeGreaterThanOrEqual(24);
    expect(await page.getByRole('group', { name: 'Tags' }).count()).toBe(0);
    await expect
      .poll(() =>
        templateCards
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Posters', exact: true }).click();
    await expect
      .poll(async () => {
        const kinds = await templateCards.locator('.gallery-card-meta').allTextContents();
        return (
          kinds.length > 0 &&
          kinds.filter((text) => text.includes('×')).every((text) => text.startsWith('Posters'))
        );
      })
      .toBe(true);
    // Journals ask for graphical abstracts only: no journal to choose for posters.
    const madeFor = page.getByRole('combobox', { name: 'Made for' });
    expect(await madeFor.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?type=templates&kind=poster');
    await page.getByRole('button', { name: 'All kinds', exact: true }).click();
    // Made for a journal: graphical abstracts in its shape, which pass its checks as they are.
    await madeFor.selectOption('cell');
    const library = page.getByRole('list', { name: 'Templates', exact: true });
    await expect
      .poll(async () => {
        const sizes = (await library.locator('.gallery-card-meta').allTextContents()).filter(
          (text) => text.includes('×'),
        );
        return sizes.length >= 3 && sizes.every((text) => text.endsWith('1200×1200 px'));
      })
      .toBe(true);
    await expect
      .poll(() => page.getByText(/^For Cell Press: every template/).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('button', { name: 'Graphical abstracts' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await storedFilter(page)).toEqual({ type: 'TEMPLATE', tags: [tag], activeTag: tag });

    // The view and its narrowing are in the address: a reload finds them again.
    expect(new URL(page.url()).search).toBe('?type=templates&kind=abstract&journal=cell');
    await page.reload();
    await expect
      .poll(() => page.getByText(/^For Cell Press: every template/).isVisible())
      .toBe(true);
    expect(await templates.getAttribute('aria-pressed')).toBe('true');
    expect(await madeFor.inputValue()).toBe('cell');
    // Back to all kinds and any journal, then the whole library.
    await madeFor.selectOption('');
    await page.getByRole('button', { name: 'All kinds', exact: true }).click();
    await expect.poll(() => templateCards.count()).toBeGreaterThanOrEqual(24);
    expect(await storedFilter(page)).toEqual({ type: 'TEMPLATE', tags: [tag], activeTag: tag });

    // Back to illustrations: still filtered by the tag after the reload.
    await illustrations.click();
    expect(await tagButton.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => heading.textContent())
      .toBe(`${count} illustration${count === 1 ? '' : 's'}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends a visitor to sign in first, then places the item in a new graphical abstract', async () => {
    const { context, page, pageErrors } = await newPage();
    await page.goto(`${stack.urls.portal}/gallery`);
    await page.getByLabel('Search illustrations').fill('neuron');
    const first = page.locator('.gallery-card').first();
    await expect.poll(() => first.locator('.gallery-card-title').textContent()).toMatch(/neuron/i);
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.gallery-credit').waitFor();
    const credit = (await dialog.locator('.gallery-credit').textContent())!;
    const title = (await dialog.getByRole('heading').textContent())!;
    const itemId = new URL(page.url()).searchParams.get('item')!;
    expect(credit).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by .+, `));

    // Signed out: sign in (here: register) first, and come back to the same item.
    await dialog
      .getByRole('button', { name: 'Sign in to use it in a new graphical abstract' })
      .click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await registerThroughForm(page, {
      email: uniqueEmail('gallery'),
      name: 'Gal Lery',
      password: 'correct horse 42',
    });
    await page.waitForURL((url) => url.pathname === '/gallery');
    expect(new URL(page.url()).searchParams.get('item')).toBe(itemId);
    // The search came back too (it is in the address): closing the item shows its results.
    expect(new URL(page.url()).searchParams.get('q')).toBe('neuron');
    expect(await page.getByLabel('Search illustrations').inputValue()).toBe('neuron');
    await page.getByRole('button', { name: 'Use in a new graphical abstract' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/editor/'));
    await expect
      .poll(async () => (await editorDocument(page)).elements.map((element) => element.type))
      .toEqual(['illustration']);
    const [placed] = (await editorDocument(page)).elements as unknown as {
      assetId: string;
      name: string;
      licence: { spdx: string };
      author: { name: string };
      source: { name: string };
    }[];
    expect(placed!.assetId).toBe(itemId);
    expect(placed!.name).toBe(title);
    expect(credit).toContain(placed!.author.name);
    expect(placed!.source.name).toBeTruthy();

    // "Use template": a new infographic of the template's size, holding its document.
    await page.goto(`${stack.urls.portal}/gallery`);
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    await page.getByRole('button', { name: 'Infographics', exact: true }).click();
    const card = page.locator('.template-card').first();
    await expect
      .poll(() => card.locator('.gallery-card-meta').first().textContent())
      .toMatch(/^Infographics/);
    const templateTitle = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: 'Use template' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/editor/'));
    const templates = await (
      await fetch(`${stack.urls.api}/library/templates?type=infographic`)
    ).json();
    const chosen = templates.templates.find((t: { title: string }) => t.title === templateTitle);
    const template = await (await fetch(`${stack.urls.api}/library/templates/${chosen.id}`)).json();
    await expect
      .poll(async () => (await editorDocument(page)).elements.length)
      .toBe(template.document.elements.length);
    const made = await editorDocument(page);
    expect([made.width, made.height]).toEqual([1080, 1920]);
    expect(
      made.elements
        .filter((element) => element.type === 'illustration')
        .map((e) => (e as unknown as { assetId: string }).assetId),
    ).toEqual(chosen.items.map((item: { id: string }) => item.id));
    await expect.poll(() => page.title()).toContain(templateTitle.slice(0, 20));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('<figura-gallery> on a page under a strict Content-Security-Policy', () => {
  it('shows results with thumbnails and fires figura-select with the licence and author', async () => {
    const { context, page, pageErrors } = await newPage();
    const violations = await watchPolicyViolations(page);
    await page.goto(
      `${stack.urls.portal}/examples/gallery/?${new URLSearchParams({ api: stack.urls.api })}`,
    );
    const first = page.locator('figura-gallery .card').first();
    await expect.poll(() => first.locator('.title').textContent()).toMatch(/neuron/i);
    // The thumbnail is drawn from a data: URL (the policy's img-src).
    await expect
      .poll(() =>
        first.locator('img').evaluate((image: HTMLImageElement) => ({
          data: image.src.startsWith('data:image/png;base64,'),
          drawn: image.naturalWidth > 0,
        })),
      )
      .toEqual({ data: true, drawn: true });
    // Styled by its own (adopted) stylesheet inside its shadow root.
    expect(
      await page.locator('figura-gallery .grid').evaluate((grid) => getComputedStyle(grid).display),
    ).toBe('grid');

    await first.click();
    await expect.poll(() => page.evaluate(() => (window as any).figuraEvents.length)).toBe(1);
    const [event] = await page.evaluate(() => (window as any).figuraEvents);
    expect(event.type).toBe('figura-select');
    const reply = await fetch(
      `${stack.urls.api}/library/items/${event.detail.id.split('/').map(encodeURIComponent).join('/')}`,
    );
    const item = await reply.json();
    expect(event.detail).toMatchObject({
      id: item.id,
      title: item.title,
      svg: item.svg,
      licence: item.licence,
      author: item.author,
      source: item.source,
    });
    expect(item.licence.spdx).toBeTruthy();
    expect(item.author.name).toBeTruthy();
    expect(await page.locator('#chosen-credit').textContent()).toContain(item.author.name);
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// <figura-viewer> on a lab page (docs/examples/lab-page), served under a journal's strict
// Content-Security-Policy: two viewers of two creations, each on its own slide and zoom; the keys
// people expect; a creation the token cannot read says so; the page's styles stay out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { registerAndGetToken } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('viewer');

const rect = (id: string, fill: string) => ({
  type: 'rect',
  id,
  left: 100,
  top: 100,
  width: 300,
  height: 200,
  fill,
});

async function author(name: string) {
  const email = uniqueEmail(name);
  const token = await registerAndGetToken(stack.urls.signOn, {
    email,
    name,
    password: `${name}-password-1`,
  });
  return { token, email, api: apiClient(stack.urls.api, token) };
}

/** A call the set-up helpers do not have (sharing, comments), as `token`'s user. */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A creation whose slides each hold one rectangle of the given colour. */
async function creationWith(api: ReturnType<typeof apiClient>, name: string, fills: string[]) {
  const creation = await api.createCreation({ type: 'slide', name, width: 1200, height: 800 });
  const slideIds = [creation.slides[0]!.id];
  for (let i = 1; i < fills.length; i++) slideIds.push((await api.addSlide(creation.id)).id);
  for (const [index, slideId] of slideIds.entries()) {
    const stored = await api.getContent(creation.id, slideId);
    await api.saveContent(creation.id, slideId, stored.revision, {
      ...stored.content,
      background: '#ffffff',
      elements: [rect(`rect-${index}`, fills[index]!)],
    });
  }
  return creation.id;
}

/** The colour drawn at the middle of the rectangle (document 250, 200), as #rrggbb. */
function colourAtRect(page: Page, viewer: string) {
  return page.locator(`#${viewer} [data-testid="figura-viewer-slide"]`).evaluate((canvas) => {
    const element = canvas as HTMLCanvasElement;
    // Every slide here is SLIDE_WIDTH wide; the canvas draws it at its CSS width, times the
    // device pixel ratio in its bitmap.
    const shown = element.getBoundingClientRect().width;
    const at = (value: number) => ((value * shown) / 1200) * (element.width / shown);
    const [r, g, b] = element.getContext('2d')!.getImageData(at(250), at(200), 1, 1).data;
    return `#${[r, g, b].map((part) => part!.toString(16).padStart(2, '0')).join('')}`;
  });
}

async function openLabPage(token: string, creations: string[]) {
  const context = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  const query = new URLSearchParams({ api: stack.urls.api, token, creations: creations.join(',') });
  await page.goto(`${stack.urls.portal}/examples/lab-page/?${query}`);
  return { context, page, problems };
}

describe('<figura-viewer> on a lab page', () => {
  it('shows two creations side by side, each with its own slide and zoom, and the keys work', async () => {
    const { token, api } = await author('viewer');
    const first = await creationWith(api, 'Membrane transport', ['#d62728', '#1f77b4']);
    const second = await creationWith(api, 'Cell cycle', ['#2ca02c']);
    const { context, page, problems } = await openLabPage(token, [first, second]);
    const one = page.locator('#first');
    const two = page.locator('#second');

    await one.getByText('Slide 1 of 2').waitFor();
    await two.getByText('Slide 1 of 1').waitFor();
    await expect.poll(() => colourAtRect(page, 'first')).toBe('#d62728');
    await expect.poll(() => colourAtRect(page, 'second')).toBe('#2ca02c');
    expect(await one.getByRole('heading', { name: 'Membrane transport' }).count()).toBe(1);
    expect(await one.getByRole('button', { name: 'Previous slide' }).isDisabled()).toBe(true);

    // Next in the first viewer: its second slide; the second viewer stays where it was.
    await one.getByRole('button', { name: 'Next slide' }).click();
    await one.getByText('Slide 2 of 2').waitFor();
    await expect.poll(() => colourAtRect(page, 'first')).toBe('#1f77b4');
    expect(await colourAtRect(page, 'second')).toBe('#2ca02c');
    const events = await page.evaluate(() =>
      (window as any).figuraEvents.map((event: any) => `${event.viewer} ${event.type}`),
    );
    expect(events).toEqual(
      expect.arrayContaining([
        'first figura-ready',
        'second figura-ready',
        'first figura-slide-change',
      ]),
    );

    // The keys, once the viewer has focus: ← back, + zooms in, 0 fits again.
    const canvas = one.locator('[data-testid="figura-viewer-slide"]');
    const fittedWidth = (await canvas.boundingBox())!.width;
    await one.getByRole('region').focus();
    await page.keyboard.press('ArrowLeft');
    await one.getByText('Slide 1 of 2').waitFor();
    await expect.poll(() => colourAtRect(page, 'first')).toBe('#d62728');
    await page.keyboard.press('+');
    await expect
      .poll(async () => (await canvas.boundingBox())!.width)
      .toBeGreaterThan(fittedWidth * 1.1);
    const zoomed = await one.locator('output').textContent();
    await page.keyboard.press('0');
    await expect
      .poll(async () => Math.round((await canvas.boundingBox())!.width))
      .toBe(Math.round(fittedWidth));
    expect(await one.locator('output').textContent()).not.toBe(zoomed);
    // The zoom buttons say what they do, and the page's `button { font-size: 30px }` stays out.
    const zoomIn = one.getByRole('button', { name: 'Zoom in' });
    expect(await zoomIn.evaluate((button) => getComputedStyle(button).fontSize)).not.toBe('30px');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells a reader whose token cannot read the creation, and shows nothing of it', async () => {
    const { api } = await author('owner');
    const creationId = await creationWith(api, 'Unpublished result', ['#9467bd']);
    const stranger = await author('stranger');
    const { context, page, problems } = await openLabPage(stranger.token, [creationId]);
    const alert = page.locator('#first').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Creation not found');
    expect(await page.locator('#first').getByText('Unpublished result').count()).toBe(0);
    // The second viewer has no creation: it asks for its attributes.
    expect(await page.locator('#second').getByRole('alert').textContent()).toBe(
      'Set the api-base and creation-id attributes.',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a commentor the slide's comments and takes theirs, slide by slide", async () => {
    const owner = await author('lab-head');
    const creationId = await creationWith(owner.api, 'Protein folding', ['#ff7f0e', '#17becf']);
    const creation = await owner.api.getCreation(creationId);
    const [first] = [...creation.slides].sort((a, b) => a.position - b.position);
    const comments = `/user-creations/${creationId}/slide/${first!.id}/comment`;
    await call(owner.token, 'POST', comments, {
      text: 'Is this the right orange?',
      elementId: 'rect-0',
    });
    const reviewer = await author('reviewer');
    await call(owner.token, 'POST', `/user-creations/${creationId}/share`, {
      email: reviewer.email,
      permission: 'commentor',
    });

    const { context, page, problems } = await openLabPage(reviewer.token, [creationId]);
    const viewer = page.locator('#first');
    await viewer.getByText('Slide 1 of 2').waitFor();
    await viewer.getByRole('button', { name: 'Comments', exact: true }).click();
    await viewer.getByText('Is this the right orange?').waitFor();
    await viewer.getByLabel('Comment on the slide').fill('Yes: it is the palette’s.');
    await viewer.getByRole('button', { name: 'Comment', exact: true }).click();
    // The thread list, not the box: the box still holds the text until the post is answered.
    const threads = viewer.getByRole('list', { name: 'Comment threads' });
    await threads.getByText('Yes: it is the palette’s.').waitFor();
    await expect.poll(() => viewer.getByLabel('Comment on the slide').inputValue()).toBe('');
    const stored = await call<{ data: { text: string; author: { id: string } }[] }>(
      owner.token,
      'GET',
      comments,
    );
    expect(stored.data.map((comment) => comment.text)).toEqual([
      'Is this the right orange?',
      'Yes: it is the palette’s.',
    ]);
    // The next slide has none; the first one's are not shown there.
    await viewer.getByRole('button', { name: 'Next slide' }).click();
    await viewer.getByText('No comments on this slide yet.').waitFor();
    expect(await viewer.getByText('Is this the right orange?').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

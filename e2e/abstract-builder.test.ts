// The graphical-abstract builder as a journal embeds it (docs/examples/journal-submission): the
// journal's own server and origin, its strict Content-Security-Policy, an embed token from its
// server (the partner key never reaches the page), and an author without a Figura account who
// makes an abstract whose Cell-ready TIFF lands in the submission form.
import { describe, expect, it } from 'vitest';
import { preflight, profileById } from '../packages/sdk-core/src/preflight/index';
import type { SlideDocument } from '../packages/sdk-core/src/schema/index';
import {
  SIX_TOPICS,
  attachedFile,
  openSubmission,
  submissionWork,
  tiffFacts,
} from './support/builder';
import { editorDocument } from './support/editor';
import { registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('abstract-builder');

describe('<figura-abstract-builder> in a journal’s submission page', () => {
  it('takes an author, with the keyboard alone, from nothing to a Cell-ready TIFF in the form, under the journal’s policy', async () => {
    const { page, submissionId, violations, pageErrors } = await openSubmission(stack, '/');
    const builder = page.locator('figura-abstract-builder');
    await builder.locator('input[type="radio"]').first().waitFor();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const labels = (active as HTMLInputElement | null)?.labels;
        return {
          role: active?.getAttribute('role') ?? active?.tagName.toLowerCase(),
          name: (
            active?.getAttribute('aria-label') ??
            (labels && labels.length > 0 ? labels[0]!.textContent : active?.textContent) ??
            ''
          ).trim(),
        };
      });
    /** Presses Tab until the focus is on the control `name` (a few dozen presses at most). */
    const tabTo = async (name: string | RegExp) => {
      for (let press = 0; press < 60; press++) {
        const now = await focused();
        if (typeof name === 'string' ? now.name === name : name.test(now.name)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(
        `Tab never reached ${name}; the focus is on ${JSON.stringify(await focused())}`,
      );
    };

    // The steps are a tab list: into it with Tab, then the arrows.
    await tabTo(/^1Template$/);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ role: 'tab', name: '2Colours' });
    // Into the step: the colour pairs are radio buttons, chosen with the arrows.
    await tabTo(/^Steel blue and sky blue/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await focused()).name).toMatch(/^Vermilion and blush/);
    // Next: the focus moves to the new step's heading.
    await tabTo('Next: Title and key finding');
    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ name: 'Step 3 of 5: Title and key finding' });
    await tabTo('Title');
    await page.keyboard.type(SIX_TOPICS.title);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SIX_TOPICS.highlight);
    await tabTo('Next: Topics');
    await page.keyboard.press('Enter');
    for (const [index, topic] of SIX_TOPICS.topics.entries()) {
      await tabTo(`Topic ${index + 1} title`);
      await page.keyboard.type(topic.title);
      await page.keyboard.press('Tab');
      await page.keyboard.type(topic.description);
      // The first illustration the library suggests for it (once its search is in), with Enter.
      await builder
        .getByRole('group', { name: `Illustrations suggested for topic ${index + 1}`, exact: true })
        .getByRole('button')
        .first()
        .waitFor({ timeout: 30000 });
      await tabTo(/^Use .+ \(.+, .+\)$/);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')))
        .toBe('true');
    }
    await tabTo('Next: Preview and export');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => builder.getByText("Your abstract meets Cell's requirements.").count())
      .toBe(1);
    await tabTo('Check and export the TIFF');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#attached').textContent(), { timeout: 60000 })
      .toMatch(/^attached: .+\.tiff, [\d.]+ KB, 1200x1200 px, 300 dpi$/);
    // Reading the outcome: the focus is on what happened.
    await expect
      .poll(async () => (await focused()).name)
      .toMatch(/Exported Gut microbes shape vaccine responses\.tiff/);

    // The form's file input holds the file: a 1200 x 1200 px TIFF at 300 dpi.
    const file = await attachedFile(page);
    expect(file.name).toBe('Gut microbes shape vaccine responses.tiff');
    expect(tiffFacts(file.bytes)).toEqual({ width: 1200, height: 1200, dpi: 300 });

    // What the API keeps for the manuscript: the built abstract in the chosen colours, every
    // topic illustrated, and it passes Cell's checks as the file was written.
    const [work, ...others] = await submissionWork(stack, submissionId);
    expect(others).toEqual([]);
    expect(work).toMatchObject({ type: 'abstract' });
    const built = work!.content as unknown as SlideDocument;
    expect(built.builder?.template.id).toBe(1);
    expect(built.builder?.color).toMatchObject({ id: 3, primary: '#EC4215' });
    for (const number of [1, 2, 3, 4, 5, 6])
      expect(
        built.elements.find((element) => element.id === `abstract-topic-${number}-illustration`)
          ?.type,
        `topic ${number}`,
      ).toBe('illustration');
    const checked = preflight([built], profileById('cell'), {
      width: 1200,
      unit: 'px',
      dpi: 300,
      format: 'tiff',
    });
    expect(checked.problems.filter((problem) => problem.severity === 'error')).toEqual([]);

    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('brings the author’s abstract back on their return to the same submission, and goes on with it in the full editor', async () => {
    const { page, submissionId, violations, pageErrors } = await openSubmission(stack, '/');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const builder = page.locator('figura-abstract-builder');
    const title = () => builder.getByRole('textbox', { name: 'Title', exact: true });
    // A new submission: nothing to resume, the first step straight away.
    await builder.getByRole('radio', { name: /^Grid/ }).waitFor();
    await builder.getByRole('tab', { name: 'Title and key finding', exact: true }).click();
    await title().fill('Come back to me');
    await expect
      .poll(async () => {
        const [work] = await submissionWork(stack, submissionId);
        return (work?.content as { builder?: { content: { title: string } } } | undefined)?.builder
          ?.content.title;
      })
      .toBe('Come back to me');

    // The same submission again: the builder opens the abstract the author left.
    await page.reload();
    await builder.getByRole('tab', { name: 'Title and key finding', exact: true }).click();
    await expect.poll(() => title().inputValue()).toBe('Come back to me');
    const [work, ...others] = await submissionWork(stack, submissionId);
    expect(others).toEqual([]);
    expect(await violations()).toEqual([]);

    // The element shows <figura-editor> in its place, on the creation the builder saved.
    await builder.getByRole('button', { name: 'Continue in the editor' }).first().click();
    const editor = builder.locator('figura-editor');
    await editor.locator('.figura-shell[data-checked="true"]').waitFor({ timeout: 30000 });
    expect(await editor.getAttribute('creation-id')).toBe(work!.id);
    const shown = await editorDocument(page, 'figura-abstract-builder figura-editor');
    expect(shown.elements.find((element) => element.id === 'abstract-title')?.text).toBe(
      'Come back to me',
    );
    // What the author left empty shows the builder's sample words to type over, not empty boxes.
    const samples = Object.keys(shown.builder?.placeholders ?? {});
    expect(samples).toContain('abstract-topic-1-title');
    expect(samples).not.toContain('abstract-title');
    expect(shown.elements.find((element) => element.id === 'abstract-topic-1-title')?.text).toBe(
      'Topic 1',
    );
    expect(await submissionWork(stack, submissionId)).toHaveLength(1);
    // The submission's work is not a person's: nothing offers comments or sharing, which the
    // API refuses an embed token, and nothing asked for them.
    for (const name of ['Comments', 'Share'])
      expect(await editor.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(refused).toEqual([]);
    // The bar's export leads; the editor's Download is an ordinary button beside it.
    const download = editor.getByRole('button', { name: 'Download', exact: true });
    expect(await download.getAttribute('class')).not.toContain('figura-primary');
    // The bar's export names sample words left before any file is written: no journal wants them.
    const exportButton = builder.getByRole('button', { name: 'Check and export the TIFF' });
    await exportButton.click();
    await builder
      .getByText(`${samples.length} problems stop the file meeting Cell's requirements.`)
      .waitFor();
    await builder.getByRole('button', { name: 'Show the problems' }).click();
    await editor
      .getByText('“Topic 1” is the builder’s sample text, not yours', { exact: false })
      .waitFor();
    // Once they are gone (here through the editor's own API), the file goes to the form.
    await page.evaluate((ids) => {
      const root = document.querySelector('figura-abstract-builder figura-editor .figura-root');
      (
        root as unknown as { figuraEditor: { deleteElements(ids: string[]): void } }
      ).figuraEditor.deleteElements(ids);
    }, samples);
    await exportButton.click();
    await expect
      .poll(() => page.locator('#attached').textContent(), { timeout: 60000 })
      .toMatch(/^attached: Come back to me\.tiff, [\d.]+ KB, 1200x1200 px, 300 dpi$/);
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('the builder in the portal', () => {
  it('starts from the gallery’s builder template and goes on in the editor', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await registerThroughForm(page, {
      email: uniqueEmail('builder'),
      name: 'Bea Builder',
      password: 'correct horse 42',
    });
    await page.waitForURL((url) => url.pathname === '/my-creations');
    // "New graphical abstract" offers the builder or a blank canvas.
    await page.getByRole('button', { name: 'New graphical abstract' }).click();
    const choice = page.getByRole('group', { name: 'How to start the graphical abstract' });
    expect(await choice.getByRole('button').allTextContents()).toEqual([
      'With the builder',
      'Blank canvas',
    ]);

    // The gallery's TEMPLATE view shows the builder's templates; "Use template" opens the
    // builder on one.
    await page.goto(`${stack.urls.portal}/gallery`);
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    const builderTemplates = page.getByRole('list', { name: 'Builder templates' });
    await builderTemplates
      .getByRole('article', { name: 'Steps' })
      .getByRole('button', { name: 'Use template' })
      .click();
    await page.waitForURL((url) => url.pathname === '/builder' && url.search === '?template=4');
    const builder = page.locator('.figura-builder');
    await expect.poll(() => builder.getByRole('radio', { name: /^Steps/ }).isChecked()).toBe(true);
    await builder.getByRole('tab', { name: 'Title and key finding', exact: true }).click();
    await builder.getByRole('textbox', { name: 'Title', exact: true }).fill('Three steps');
    // Once saved, the address names the creation (a reload comes back to it).
    await page.waitForURL((url) => /^\/builder\/[0-9a-f-]{36}$/.test(url.pathname), {
      waitUntil: 'commit',
    });
    const creationId = new URL(page.url()).pathname.split('/').pop();
    // In the portal the author chooses the journal: the same words, laid out again for it, go
    // on in the editor at its size.
    await builder.getByRole('tab', { name: 'Template', exact: true }).click();
    await builder.getByRole('combobox', { name: 'Journal', exact: true }).selectOption('elsevier');
    await builder.getByRole('button', { name: 'Continue in the editor' }).first().click();
    await page.waitForURL((url) => url.pathname === `/editor/${creationId}`);
    await page.locator('.figura-shell[data-checked="true"]').waitFor({ timeout: 30000 });
    const shown = await editorDocument(page);
    expect(shown.elements.find((element) => element.id === 'abstract-title')?.text).toBe(
      'Three steps',
    );
    expect(shown).toMatchObject({ width: 1328, height: 531 });
    expect(
      shown.elements.filter((element) => /^abstract-topic-\d-card$/.test(element.id)),
    ).toHaveLength(3);
    await context.close();
  });
});

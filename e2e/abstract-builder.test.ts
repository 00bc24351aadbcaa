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
  makeAbstract,
  openSubmission,
  submissionWork,
  tiffFacts,
} from './support/builder';
import { editorDocument } from './support/editor';
import { registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('abstract-builder');

describe('<figura-abstract-builder> in a journal’s submission page', () => {
  it('takes an author from nothing to a Cell-ready TIFF in the form, under the journal’s policy', async () => {
    const { page, submissionId, violations, pageErrors } = await openSubmission(stack, '/');
    const builder = page.locator('figura-abstract-builder');
    await makeAbstract(builder, SIX_TOPICS, 'Navy and amber');

    // Every topic shows its illustration in the live preview's document.
    await builder.getByRole('tab', { name: 'Preview and export', exact: true }).click();
    await expect
      .poll(() => builder.getByText("Your abstract meets Cell's requirements.").count())
      .toBe(1);
    await builder.getByRole('button', { name: 'Check and export the TIFF' }).click();
    await expect
      .poll(() => page.locator('#attached').textContent(), { timeout: 60000 })
      .toMatch(/^attached: .+\.tiff, [\d.]+ KB, 1200x1200 px, 300 dpi$/);

    // The form's file input holds the file: a 1200 x 1200 px TIFF at 300 dpi.
    const file = await attachedFile(page);
    expect(file.name).toBe('Gut microbes shape vaccine responses.tiff');
    expect(tiffFacts(file.bytes)).toEqual({ width: 1200, height: 1200, dpi: 300 });

    // What the API keeps for the manuscript: the built abstract, every topic illustrated, and it
    // passes Cell's checks as the file was written.
    const [work, ...others] = await submissionWork(stack, submissionId);
    expect(others).toEqual([]);
    expect(work).toMatchObject({ type: 'abstract' });
    const document = work!.content as unknown as SlideDocument;
    expect(document.builder?.template.id).toBe(1);
    expect(document.builder?.color).toMatchObject({ id: 7, primary: '#040D4D' });
    for (const number of [1, 2, 3, 4, 5, 6])
      expect(
        document.elements.find((element) => element.id === `abstract-topic-${number}-illustration`)
          ?.type,
        `topic ${number}`,
      ).toBe('illustration');
    const checked = preflight([document], profileById('cell'), {
      width: 1200,
      unit: 'px',
      dpi: 300,
      format: 'tiff',
    });
    expect(checked.problems.filter((problem) => problem.severity === 'error')).toEqual([]);

    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('says how many words of a long topic title fit at Cell’s size, and never sets them smaller', async () => {
    const { page, pageErrors } = await openSubmission(stack, '/');
    const builder = page.locator('figura-abstract-builder');
    await builder.getByRole('tab', { name: 'Template', exact: true }).click();
    await builder.getByRole('radio', { name: /^Grid/ }).check();
    await builder.getByRole('tab', { name: 'Topics', exact: true }).click();
    const title = builder.getByRole('textbox', { name: 'Topic 1 title', exact: true });
    await title.fill(
      'Breastfed infants followed from birth to their second birthday answer routine vaccines more strongly',
    );
    // The field says so while the author types: the words that fit at Cell's sizes.
    const budget = builder.locator(`[id="${await title.getAttribute('aria-describedby')}"]`);
    await expect
      .poll(() => budget.textContent(), { timeout: 15000 })
      .toMatch(
        /is too long for its box at [\d.]+ pt \(Cell asks for at least 12 pt\): \d+ of its \d+ words fits?\./,
      );
    // The title keeps the topic titles' size, never below Cell's smallest (50 px on the 1200 px
    // square), with the words that overflow as when they fit.
    const fontSize = (id: string) =>
      page.evaluate(
        (elementId) =>
          (document.querySelector('figura-abstract-builder') as any).builder
            .current()
            .document.elements.find((element: { id: string }) => element.id === elementId)
            ?.fontSize,
        id,
      );
    const topicTitleSize = await fontSize('abstract-topic-1-title');
    expect(topicTitleSize).toBeGreaterThanOrEqual(50);
    // The Template step says, template by template, whether the words fit at Cell's sizes.
    await builder.getByRole('tab', { name: 'Template', exact: true }).click();
    const templates = builder.getByRole('group', { name: 'Templates' });
    await expect
      .poll(() => templates.locator('label', { hasText: 'Grid' }).textContent())
      .toContain('1 of your texts is too long here for Cell.');
    for (const label of await templates.locator('label').allTextContents())
      expect(label).toMatch(
        /Your words fit at Cell's sizes\.|\d+ of your texts (is|are) too long here for Cell\./,
      );
    // Export lists it and does not write the file; keeping the words that fit clears it.
    await builder.getByRole('tab', { name: 'Preview and export', exact: true }).click();
    await expect
      .poll(() => builder.getByRole('button', { name: /words? fits?\.$/ }).count())
      .toBe(1);
    await builder.getByRole('button', { name: 'Check and export the TIFF' }).click();
    await expect
      .poll(() => builder.getByText("The file would not meet Cell's requirements").count())
      .toBe(1);
    await builder.getByRole('tab', { name: 'Topics', exact: true }).click();
    // One click keeps the words that fit.
    await builder.getByRole('button', { name: /^Keep “Breastfed/ }).click();
    expect(await title.inputValue()).toMatch(/^Breastfed\b/);
    const cleared = builder.locator(`[id="${await title.getAttribute('aria-describedby')}"]`);
    await expect.poll(() => cleared.textContent()).toBe('');
    expect(await fontSize('abstract-topic-1-title')).toBe(topicTitleSize);
    expect(pageErrors).toEqual([]);
  });

  it('is used with the keyboard alone, from the first step to the attached file', async () => {
    const { page } = await openSubmission(stack, '/');
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
    await tabTo('Check and export the TIFF');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#attached').textContent(), { timeout: 60000 })
      .toMatch(/1200x1200 px, 300 dpi$/);
    // Reading the outcome: the focus is on what happened.
    await expect
      .poll(async () => (await focused()).name)
      .toMatch(/Exported Gut microbes shape vaccine responses\.tiff/);
  });

  it('brings the author’s abstract back when they return to the same submission', async () => {
    const { page, submissionId, violations, pageErrors } = await openSubmission(stack, '/');
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
    expect(await submissionWork(stack, submissionId)).toHaveLength(1);
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('goes on in the full editor, in place, on the same creation', async () => {
    const { page, submissionId } = await openSubmission(stack, '/');
    const builder = page.locator('figura-abstract-builder');
    await builder.getByRole('tab', { name: 'Title and key finding', exact: true }).click();
    await builder.getByRole('textbox', { name: 'Title', exact: true }).fill('Edited further');
    await builder.getByRole('button', { name: 'Continue in the editor' }).first().click();
    // The element shows <figura-editor> in its place, on the creation the builder saved.
    const editor = builder.locator('figura-editor');
    await editor.locator('.figura-shell[data-checked="true"]').waitFor({ timeout: 30000 });
    const [work] = await submissionWork(stack, submissionId);
    expect(await editor.getAttribute('creation-id')).toBe(work!.id);
    const shown = await editorDocument(page, 'figura-abstract-builder figura-editor');
    expect(shown.elements.find((element) => element.id === 'abstract-title')?.text).toBe(
      'Edited further',
    );
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

    // The gallery's TEMPLATE view shows the five builder templates; "Use template" opens the
    // builder on one.
    await page.goto(`${stack.urls.portal}/gallery`);
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    const builderTemplates = page.getByRole('list', { name: 'Builder templates' });
    await expect
      .poll(() => builderTemplates.getByRole('heading').allTextContents())
      .toEqual(['Grid', 'Pipeline', 'Cycle', 'Steps', 'Around']);
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
    // In the portal the author chooses the journal: the same words, laid out again for it.
    await builder.getByRole('tab', { name: 'Template', exact: true }).click();
    const journal = builder.getByRole('combobox', { name: 'Journal', exact: true });
    expect(await journal.inputValue()).toBe('cell');
    await journal.selectOption('elsevier');
    await expect
      .poll(() =>
        builder.getByText(/^Made at 1328 × 531 px as a TIFF\. Printed at most 13 × 5 cm/).count(),
      )
      .toBe(1);
    await expect
      .poll(() => builder.getByText('1328 × 531 px, as Elsevier asks for').count())
      .toBe(1);
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

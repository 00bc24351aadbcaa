// The editor lives in the journal page's light DOM: what it promises about the page around it.
// Page rules that select by element type or * do not change the editor's layout, the editor's
// styles do not change the page, and two editors on one page share nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';
import { drawWithTool, editorDocument, editorReady, waitForSaved } from './support/editor';
import { openOnJournal, strictJournalPolicy, useJournalServer } from './support/journal';

const journal = useJournalServer('isolation');
const stack = useTestStack('isolation');

/** Global rules journals' stylesheets carry (resets, frameworks), at their most intrusive. */
const JOURNAL_GLOBAL_CSS = `
* { box-sizing: content-box; }
body { font: 22px/3 Georgia, serif; letter-spacing: 2px; text-transform: uppercase; }
div { padding: 7px; border: 1px dotted gray; }
button { color: red; background: yellow; padding: 20px; font-size: 24px; border: 4px solid green;
  border-radius: 0; min-height: 60px; }
ul, li, p, h2, h3, label { display: block; margin: 30px; padding: 10px; list-style: square; }
input, select { width: 100%; padding: 12px; font-size: 20px; }
img, canvas { max-width: 100%; height: auto; }
`;

/** Parts of the editor to compare: boxes relative to the editor's root, and what they look like. */
const PARTS = [
  '.figura-toolbar',
  '.figura-toolbar button[aria-label="Rectangle"]',
  '.figura-toolbar button[aria-label="Shapes"]',
  '.figura-slides',
  '.figura-slides-actions .figura-button',
  '.figura-slide-thumbnail',
  '.figura-canvas-area',
  'canvas[data-testid="figura-canvas"]',
  '[data-testid="save-status"]',
];

function editorLayout(page: Page) {
  return page.evaluate((parts) => {
    const root = document.querySelector('figura-editor .figura-root')!;
    const origin = root.getBoundingClientRect();
    return parts.map((selector) => {
      const element = root.querySelector(selector);
      if (!element) return { selector, missing: true };
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        selector,
        box: [box.left - origin.left, box.top - origin.top, box.width, box.height],
        look: [style.color, style.backgroundColor, style.font, style.letterSpacing, style.padding],
      };
    });
  }, PARTS);
}

interface JournalWindow {
  journalStyles(): string[][];
  before: { editorStyled: boolean; styles: string[][] };
}

/**
 * Installs `journalStyles()` (the computed styles of the journal's own elements) in the page, and
 * keeps them as they were before the editor loaded: at DOMContentLoaded, when the editor has
 * not yet fetched its code or added its stylesheet.
 */
async function watchJournalStyles(page: Page): Promise<void> {
  await page.addInitScript(
    (parts) => {
      const journal = window as unknown as JournalWindow;
      journal.journalStyles = () =>
        parts.map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [selector, style.font, style.color, style.margin, style.padding, style.boxSizing];
        });
      document.addEventListener('DOMContentLoaded', () => {
        journal.before = {
          editorStyled: document.adoptedStyleSheets.length > 0,
          styles: journal.journalStyles(),
        };
      });
    },
    ['body', 'header', 'main > p', '#events'],
  );
}

describe('<figura-editor> in a journal page', () => {
  it("keeps its layout under the journal's global styles, and leaves the journal's alone", async () => {
    const policy = strictJournalPolicy(stack.urls);
    const plain = await openOnJournal(stack, journal, 'plain', { policy });
    const expected = await editorLayout(plain.page);
    expect(expected.filter((part) => part.missing)).toEqual([]);
    await plain.context.close();

    const styled = await openOnJournal(
      stack,
      journal,
      'styled',
      { policy, journalCss: JOURNAL_GLOBAL_CSS },
      watchJournalStyles,
    );
    const { page } = styled;
    // The journal's rules are in force on its own elements...
    const rules = await page.evaluate(() => getComputedStyle(document.body).textTransform);
    expect(rules).toBe('uppercase');
    // ...and not in the editor.
    const actual = await editorLayout(page);
    for (const [index, part] of expected.entries()) {
      const now = actual[index]!;
      expect(now.selector).toBe(part.selector);
      expect(now.look, part.selector).toEqual(part.look);
      now.box!.forEach((value, i) =>
        expect(Math.abs(value - part.box![i]!), `${part.selector} box[${i}]`).toBeLessThan(1),
      );
    }
    const journalStyles = await page.evaluate(() => {
      const journal = window as unknown as JournalWindow;
      return { before: journal.before, now: journal.journalStyles() };
    });
    expect(journalStyles.before.editorStyled).toBe(false);
    expect(journalStyles.now).toEqual(journalStyles.before.styles);
    expect(await styled.violations()).toEqual([]);
    expect(styled.pageErrors).toEqual([]);
    await styled.context.close();
  });

  it('keeps to the page inside a form fieldset, a box as wide as what it holds', async () => {
    const opened = await openOnJournal(stack, journal, 'fieldset', {
      policy: strictJournalPolicy(stack.urls),
      inFieldset: true,
    });
    const { page } = opened;
    // Were the slide's fit to widen the fieldset, the wider area would fit it wider again, up to
    // the browser's limit: give it time to.
    await page.waitForTimeout(1500);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      area: document.querySelector('.figura-canvas-area')!.getBoundingClientRect().width,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.area).toBeGreaterThan(widths.view / 3);
    expect(opened.pageErrors).toEqual([]);
    await opened.context.close();
  });

  it('shares nothing between two editors on one page', async () => {
    const first = await openOnJournal(stack, journal, 'two-editors', {
      policy: strictJournalPolicy(stack.urls),
    });
    const { page, api } = first;
    const second = await api.createCreation({ type: 'abstract', name: 'Second abstract' });
    await page.evaluate((creationId) => {
      const existing = document.getElementById('editor')!;
      const element = document.createElement('figura-editor');
      element.id = 'second';
      for (const name of ['api-base', 'token'])
        element.setAttribute(name, existing.getAttribute(name)!);
      element.setAttribute('creation-id', creationId);
      existing.after(element);
    }, second.id);
    await page.locator(editorReady('#second')).waitFor();
    const button = (scope: string, name: string) =>
      page.locator(scope).getByRole('button', { name, exact: true });
    const types = async (scope: string) =>
      (await editorDocument(page, scope)).elements.map((element) => element.type);

    await drawWithTool(page, 'Rectangle', { scope: '#editor' });
    await drawWithTool(page, 'Ellipse', { scope: '#second' });
    expect([await types('#editor'), await types('#second')]).toEqual([['rect'], ['circle']]);
    // Each has its own history: undo in the first leaves the second's ellipse.
    await button('#editor', 'Undo').click();
    expect([await types('#editor'), await types('#second')]).toEqual([[], ['circle']]);
    await waitForSaved(page, '#editor');
    await waitForSaved(page, '#second');
    const stored = async (creationId: string, slideId: string) =>
      (await api.getContent(creationId, slideId)).content.elements.map((element) => element.type);
    expect(await stored(first.creationId, first.slideId)).toEqual([]);
    expect(await stored(second.id, second.slides[0]!.id)).toEqual(['circle']);
    // One stylesheet for the page, whatever the number of editors.
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    expect(await first.violations()).toEqual([]);
    expect(first.pageErrors).toEqual([]);
    await first.context.close();
  });
});

// @vitest-environment jsdom
// The builder and the journal's sizes, as the author meets them in the steps: a text too long
// for its box at the journal's smallest size is said so where it is typed, in the templates, and
// at the export (which writes no file), and one click keeps the words that fit; a host that lets
// the author choose the journal lays the same words out again at its size.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, closeBuilders, description, openBuilder, select, type } from './testing/harness';
import type { AbstractBuilderHandle } from './types';

afterEach(closeBuilders);

/** The built abstract's textbox `id`. */
function textbox(handle: AbstractBuilderHandle, id: string) {
  const element = handle.current().document.elements.find((candidate) => candidate.id === id);
  return element?.type === 'textbox' ? element : undefined;
}

const LONG_TITLE =
  'Breastfed infants followed from birth to their second birthday answer routine vaccines more strongly';

describe('the builder for a journal’s sizes', () => {
  it('says how many words of a long topic title fit at Cell’s size, and never sets them smaller', async () => {
    const { api, handle, host, byRole } = await openBuilder({ profile: 'cell' });
    const startExport = vi.spyOn(api, 'startExport');
    const fontSize = (id: string) => textbox(handle, id)?.fontSize;
    await click(byRole('radio', /^Grid/));
    await click(byRole('tab', '4Topics'));
    const title = byRole('textbox', 'Topic 1 title')!;
    await type(title, LONG_TITLE);
    // The field says so while the author types: the words that fit at Cell's sizes.
    await vi.waitFor(() =>
      expect(description(title)).toMatch(
        /is too long for its box at [\d.]+ pt \(Cell asks for at least 12 pt\): \d+ of its \d+ words fits?\./,
      ),
    );
    const fitting = Number(/(\d+) of its \d+ words/.exec(description(title))![1]);
    // The title keeps the topic titles' size, never below Cell's smallest (50 px on the 1200 px
    // square), with the words that overflow as when they fit.
    const topicTitleSize = fontSize('abstract-topic-1-title');
    expect(topicTitleSize).toBeGreaterThanOrEqual(50);

    // The Template step says, template by template, whether the words fit at Cell's sizes.
    await click(byRole('tab', '1Template'));
    const templates = [...host.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector('legend')?.textContent === 'Templates',
    )!;
    const labels = () => [...templates.querySelectorAll('label')].map((label) => label.textContent);
    await vi.waitFor(() =>
      expect(labels().find((label) => label?.startsWith('Grid'))).toContain(
        '1 of your texts is too long here for Cell.',
      ),
    );
    expect(labels()).toHaveLength(5);
    for (const label of labels())
      expect(label).toMatch(
        /Your words fit at Cell's sizes\.|\d+ of your texts (is|are) too long here for Cell\./,
      );

    // Export lists it and writes no file.
    await click(byRole('tab', '5Preview and export'));
    const listed = [...host.querySelectorAll('button')].filter((button) =>
      /words? fits?\.$/.test(button.textContent ?? ''),
    );
    expect(listed).toHaveLength(1);
    await click(byRole('button', 'Check and export the TIFF'));
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toMatch(
        /^The file would not meet Cell's requirements/,
      ),
    );
    expect(startExport).not.toHaveBeenCalled();

    // One click keeps the words that fit, and clears what the field said.
    await click(byRole('tab', '4Topics'));
    await click(byRole('button', /^Keep “Breastfed/));
    const kept = byRole('textbox', 'Topic 1 title') as HTMLInputElement;
    expect(kept.value).toBe(LONG_TITLE.split(' ').slice(0, fitting).join(' '));
    expect(kept.value).toMatch(/^Breastfed\b/);
    await vi.waitFor(() => expect(description(kept)).toBe(''));
    expect(fontSize('abstract-topic-1-title')).toBe(topicTitleSize);
  });

  it('lays the same words out again for the journal the author chooses, and says at what size', async () => {
    const onJournalChange = vi.fn();
    const { handle, host, byRole } = await openBuilder({ chooseJournal: true, onJournalChange });
    await click(byRole('tab', '3Title and key finding'));
    await type(byRole('textbox', 'Title'), 'Three steps');
    await click(byRole('tab', '1Template'));
    const journal = byRole('combobox', 'Journal') as HTMLSelectElement;
    expect(journal.value).toBe('cell');
    await select(journal, 'elsevier');
    expect(onJournalChange).toHaveBeenCalledWith('elsevier');
    expect(description(journal)).toMatch(
      /^Made at 1328 × 531 px as a TIFF\. Printed at most 13 × 5 cm/,
    );
    expect(host.querySelector('.figura-builder-preview-caption')?.textContent).toBe(
      '1328 × 531 px, as Elsevier asks for',
    );
    const { document } = handle.current();
    expect(document).toMatchObject({ width: 1328, height: 531 });
    expect(textbox(handle, 'abstract-title')?.text).toBe('Three steps');
  });
});

// @vitest-environment jsdom
// The Illustrations panel's search field as a person uses it: Enter places the first drawing the
// words typed find, even before the list below has caught up with them.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeLibraryItem } from '@figura/sdk-core/editor';
import { visibleSlideRect } from '../canvas/visible-slide';
import { I18nProvider } from '../i18n/translation';
import IllustrationsPanel from '../panels/library/IllustrationsPanel';
import { NEURON } from './fixtures';
import { planReply, PlanMemoryApi } from './plan-api';
import { eventually } from './eventually';
import { reactRoots } from './react-root';
import { TestEditor } from './test-editor';

const mount = reactRoots();
const opened: TestEditor[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
  vi.restoreAllMocks();
});

const HEART = {
  ...NEURON,
  id: 'bioicons/heart-front',
  title: 'Heart front',
  category: 'Anatomy',
  tags: ['heart', 'cardiology'],
  synonyms: [],
};

describe('the Illustrations panel’s search', () => {
  it('places what the typed words find on Enter, not the first of the list still showing', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('figura-library-scroll') ? 320 : 0;
    });
    const api = new PlanMemoryApi(planReply('R'), { library: [NEURON, HEART] });
    const t = await TestEditor.create({ api });
    opened.push(t);
    const placed: string[] = [];
    const onPlace = (itemId: string) => {
      placed.push(itemId);
      return placeLibraryItem(t.editor, t.api, itemId, undefined, visibleSlideRect(t.area, t.view));
    };
    const host = await mount(
      <I18nProvider i18n={t.editor.i18n}>
        <IllustrationsPanel editor={t.editor} onPlace={onPlace} onClose={vi.fn()} />
      </I18nProvider>,
    );
    await eventually(() => expect(host.querySelectorAll('.figura-library-cell')).toHaveLength(2));
    const field = host.querySelector<HTMLInputElement>('input[type="search"], input')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    // Typed and entered at once: the list below still shows the whole library, Neuron first.
    await act(async () => {
      setValue.call(field, 'heart');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await eventually(() => expect(placed).toEqual(['bioicons/heart-front']));
    // Words that find nothing place nothing.
    await act(async () => {
      setValue.call(field, 'stethoscope');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(placed).toEqual(['bioicons/heart-front']);
  });

  it('offers the icons when no drawing matches, and opens them searching for the same words', async () => {
    const api = new PlanMemoryApi(planReply('R'), { library: [NEURON, HEART] });
    const t = await TestEditor.create({ api });
    opened.push(t);
    const host = await mount(
      <I18nProvider i18n={t.editor.i18n}>
        <IllustrationsPanel
          editor={t.editor}
          onPlace={vi.fn()}
          onSearchIcons={(words) => t.editor.panels.open('icons', words)}
          onClose={vi.fn()}
        />
      </I18nProvider>,
    );
    const field = host.querySelector<HTMLInputElement>('input[type="search"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(field, 'stethoscope');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const offer = await eventually(() => {
      const button = [...host.querySelectorAll('button')].find(
        (each) => each.textContent === 'Search the icons for “stethoscope”',
      );
      expect(button).toBeDefined();
      return button!;
    });
    await act(async () => offer.click());
    expect(t.editor.panels.state.getState()).toMatchObject({
      panel: 'icons',
      search: 'stethoscope',
    });
  });
});

// @vitest-environment jsdom
// The caps inside one creation, said where the work is before the API refuses: the slides panel
// counts the slides a Starter's creation may hold and turns Add and Duplicate off at five; the
// illustrations panel counts the creation's illustrations over its slides and places no 21st.
// Rendered by React in jsdom over the headless editor whose API holds a Starter plan; the API's
// own refusals are its tests (apps/api/test/plan-limits.test.ts).
import { act, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeLibraryItem } from '@figura/sdk-core/editor';
import { visibleSlideRect } from '../canvas/visible-slide';
import { I18nProvider } from '../i18n/translation';
import IllustrationsPanel from '../panels/library/IllustrationsPanel';
import { SlidesPanel } from '../slides/SlidesPanel';
import { UpgradeUrlProvider } from '../ui/upgrade-link';
import { NEURON } from './fixtures';
import { noteWith, planReply, PlanMemoryApi, upgradeHref } from './plan-api';
import { eventually } from './eventually';
import { reactRoots } from './react-root';
import { TestEditor } from './test-editor';

const mount = reactRoots();
const opened: TestEditor[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
  vi.restoreAllMocks();
});

/** A headless editor of a Starter's creation (the library holds the neuron). */
async function openAsStarter(): Promise<TestEditor> {
  const api = new PlanMemoryApi(planReply('T'), { library: [NEURON] });
  const t = await TestEditor.create({ api });
  opened.push(t);
  return t;
}

/** Renders `element` in the editor's words, its upsells leading to the portal's plans page. */
const render = (t: TestEditor, element: ReactElement) =>
  mount(
    <I18nProvider i18n={t.editor.i18n}>
      <UpgradeUrlProvider url="/pricing/">{element}</UpgradeUrlProvider>
    </I18nProvider>,
  );

function buttonNamed(host: HTMLElement, name: string): HTMLButtonElement {
  const found = [...host.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

/** The note (role note) holding `text`, once shown. */
const click = (element: HTMLElement) => act(async () => element.click());

describe('the slides panel of a Starter’s creation', () => {
  it('says how many slides a creation may hold, and at five the upsell with Add and Duplicate off', async () => {
    const t = await openAsStarter();
    const host = await render(t, <SlidesPanel editor={t.editor} canvas={null} onError={vi.fn()} />);
    await eventually(() =>
      expect(host.textContent).toContain('1 of 5 slides used in this creation'),
    );
    for (let slide = 2; slide <= 5; slide += 1) {
      await click(buttonNamed(host, 'Add slide'));
      await eventually(() =>
        expect(host.querySelector(`[role="option"][aria-label="Slide ${slide}"]`)).not.toBeNull(),
      );
    }
    // Said before the sixth is asked for: the actions that would add one are off.
    const upsell = await noteWith(host, 'More slides on a paid plan');
    expect(upsell.textContent).toContain('Slides are limited on Starter — upgrade to add more.');
    expect(await upgradeHref(upsell)).toBe('/pricing/?plan=S');
    expect(buttonNamed(host, 'Add slide').disabled).toBe(true);
    expect(buttonNamed(host, 'Duplicate slide').disabled).toBe(true);
    expect(t.api.storedSlideIds()).toHaveLength(5);
  });
});

describe('the illustrations panel of a Starter’s creation', () => {
  it('says what the plan allows, counted over the slides, and at 20 meets the upsell, not a 21st', async () => {
    // jsdom lays nothing out: the results grid draws the cells that fit its width.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('figura-library-scroll') ? 320 : 0;
    });
    const t = await openAsStarter();
    const first = t.editor.getCurrentSlideId();
    await t.editor.addSlide();
    await t.settle();
    // The Illustrations panel's click (use-insert.ts, placeFromLibrary without a drop point).
    const onPlace = (itemId: string) =>
      placeLibraryItem(t.editor, t.api, itemId, undefined, visibleSlideRect(t.area, t.view));
    const host = await render(
      t,
      <IllustrationsPanel editor={t.editor} onPlace={onPlace} onClose={vi.fn()} />,
    );
    // Counted over the creation's slides, the open one as it is edited.
    await eventually(() =>
      expect(host.textContent).toContain('0 of 20 illustrations used in this creation'),
    );
    const illustrations = () =>
      t.document.elements.filter((element) => element.type === 'illustration').length;
    const cell = () => host.querySelector<HTMLButtonElement>('.figura-library-cell')!;
    await eventually(() => expect(cell()).not.toBeNull());
    for (let placed = 1; placed <= 20; placed += 1) {
      await click(cell());
      await eventually(() => expect(illustrations()).toBe(placed));
    }
    const upsell = await noteWith(host, 'More illustrations on a paid plan');
    expect(upsell.textContent).toContain(
      'Starter allows 20 illustrations in a creation — upgrade for more.',
    );
    expect(await upgradeHref(upsell)).toBe('/pricing/?plan=S');
    expect(cell().getAttribute('draggable')).toBe('false');
    await click(cell());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(illustrations()).toBe(20);
    await act(() => t.editor.flush());

    // Another slide of the same creation is at the cap too: the twenty are counted there.
    await act(async () => {
      await t.editor.goToSlide(first);
      await t.settle();
    });
    expect(illustrations()).toBe(0);
    await noteWith(host, 'More illustrations on a paid plan');
    await click(cell());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(illustrations()).toBe(0);
  });
});

// @vitest-environment jsdom
// The layers panel's restacking and the opacity slider, rendered by React in jsdom over the
// headless editor: the store and what the in-memory API stored tell what they did. The browser
// tests keep the real mouse drags.
import { act, createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { arrangeAvailability } from '@figura/sdk-core/editor';
import { I18nProvider } from '../i18n/translation';
import { LayersPanel } from '../panels/LayersPanel';
import { ArrangeTools } from '../shell/ArrangeTools';
import { headlessEditors, rect } from './fixtures';
import { reactRoots } from './react-root';
import type { TestEditor } from './test-editor';

const open = headlessEditors();
const mount = reactRoots();

const ids = (t: TestEditor) => t.document.elements.map((element) => element.id);
const types = (t: TestEditor) => t.document.elements.map((element) => element.type);
const opacityOf = (t: TestEditor, id: string) => t.element(id).opacity ?? 1;
const ctrl = { ctrlKey: true };
const page = () => globalThis.document.defaultView!;

const withWords = (t: TestEditor, element: ReactElement, parent?: HTMLElement) =>
  mount(createElement(I18nProvider, { i18n: t.editor.i18n, children: element }), parent);

/** The layers panel over the editor's store and commands (`parent`: the editor's container). */
const layersPanel = (t: TestEditor, parent?: HTMLElement) =>
  withWords(
    t,
    createElement(LayersPanel, {
      store: t.editor.store,
      commands: t.editor.commands,
      onClose: () => t.editor.closePanel(),
    }),
    parent,
  );

const rowOrder = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>('[data-layer-id]')].map((row) => row.dataset.layerId);

/** An HTML drag event; jsdom has no DragEvent, so the data travels as the browser's would. */
function dragEvent(type: string, data: Map<string, string>) {
  const event = new (page() as Window & typeof globalThis).Event(type, {
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperty(event, 'dataTransfer', {
    value: {
      effectAllowed: 'all',
      dropEffect: 'none',
      setData: (format: string, value: string) => data.set(format, value),
      getData: (format: string) => data.get(format) ?? '',
    },
  });
  return event;
}

async function dragRow(host: HTMLElement, from: string, to: string) {
  const row = (id: string) => host.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)!;
  const data = new Map<string, string>();
  await act(async () => {
    row(from).dispatchEvent(dragEvent('dragstart', data));
  });
  await act(async () => {
    row(to).dispatchEvent(dragEvent('dragover', data));
    row(to).dispatchEvent(dragEvent('drop', data));
  });
}

/** The opacity slider as the toolbar draws it, over the editor's commands. */
async function mountOpacitySlider(t: TestEditor) {
  const host = await withWords(
    t,
    createElement(ArrangeTools, {
      commands: t.editor.commands,
      availability: arrangeAvailability(t.document, t.selection),
      layersOpen: false,
      onToggleLayers: () => undefined,
      altTextOpen: false,
      onToggleAltText: () => undefined,
      onShowShortcuts: () => undefined,
    }),
  );
  const slider = host.querySelector<HTMLInputElement>('input[type="range"]')!;
  const setValue = Object.getOwnPropertyDescriptor(
    (page() as Window & typeof globalThis).HTMLInputElement.prototype,
    'value',
  )!.set!;
  const fire = (type: string) =>
    slider.dispatchEvent(new (page() as Window & typeof globalThis).Event(type, { bubbles: true }));
  /** Grabs the thumb, moves it through `values` (percent) and lets go. */
  return async (...values: number[]) => {
    await act(async () => {
      fire('pointerdown');
    });
    for (const value of values)
      await act(async () => {
        setValue.call(slider, String(value));
        fire('input');
      });
    await act(async () => {
      fire('pointerup');
    });
  };
}

describe('the layers panel', () => {
  it('restacks by dropping a row on another; Ctrl+Z on the canvas puts it back, Ctrl+Y again', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100), rect('c', 700, 100));
    const host = await layersPanel(t);
    // Top-most first.
    expect(rowOrder(host)).toEqual(['c', 'b', 'a']);
    // The bottom layer dropped on the top row becomes the top-most element.
    await dragRow(host, 'a', 'c');
    expect(ids(t)).toEqual(['b', 'c', 'a']);
    expect(rowOrder(host)).toEqual(['a', 'c', 'b']);
    await t.editor.flush();
    expect(t.api.storedDocument().elements.map((element) => element.id)).toEqual(['b', 'c', 'a']);

    t.area.focus();
    await act(async () => t.press('z', ctrl));
    expect(ids(t)).toEqual(['a', 'b', 'c']);
    expect(rowOrder(host)).toEqual(['c', 'b', 'a']);
    await t.editor.flush();
    expect(t.api.storedDocument().elements.map((element) => element.id)).toEqual(['a', 'b', 'c']);
    await act(async () => t.press('y', ctrl));
    expect(ids(t)).toEqual(['b', 'c', 'a']);
  });

  it('moves a layer one step with Alt+Arrow keys, and no further than the top', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100), rect('c', 700, 100));
    const host = await layersPanel(t);
    const press = async (key: string) =>
      act(async () => {
        const name = host.querySelector<HTMLElement>('[data-layer-id="a"] .figura-layer-name')!;
        name.dispatchEvent(
          new (page() as Window & typeof globalThis).KeyboardEvent('keydown', {
            key,
            altKey: true,
            bubbles: true,
            cancelable: true,
          }),
        );
      });
    await press('ArrowUp');
    expect(ids(t)).toEqual(['b', 'a', 'c']);
    await press('ArrowUp');
    await press('ArrowUp');
    expect(ids(t)).toEqual(['b', 'c', 'a']);
    expect(t.editor.store.getState().past).toHaveLength(2);
    await press('ArrowDown');
    expect(ids(t)).toEqual(['b', 'a', 'c']);
    expect(t.selection).toEqual([]);
  });

  it('lists layers top-most first and moves one down with Alt+ArrowDown in the layers panel', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 300, 100), rect('c', 500, 100));
    const panel = await layersPanel(t, t.shell);
    const rows = () =>
      [...panel.querySelectorAll<HTMLElement>('[data-layer-id]')].map((row) => row.dataset.layerId);
    expect(rows()).toEqual(['c', 'b', 'a']);
    const top = panel.querySelector<HTMLButtonElement>('[data-layer-id="c"] .figura-layer-name')!;
    top.focus();
    await act(async () => t.press('ArrowDown', { altKey: true }));
    expect(ids(t)).toEqual(['a', 'c', 'b']);
    expect(rows()).toEqual(['b', 'c', 'a']);
    // The moved row keeps the focus, and undo and redo reach the editor from it.
    expect(t.shell.ownerDocument.activeElement?.textContent).toBe(top.textContent);
    await act(async () => t.press('z', ctrl));
    expect(ids(t)).toEqual(['a', 'b', 'c']);
    await act(async () => t.press('y', ctrl));
    expect(ids(t)).toEqual(['a', 'c', 'b']);
    // A plain arrow only moves the focus between rows; the slide stays.
    await act(async () => t.press('ArrowDown'));
    expect(ids(t)).toEqual(['a', 'c', 'b']);
    expect(t.editor.store.getState().past).toHaveLength(1);
  });
});

describe('the opacity slider', () => {
  it('follows a drag of the slider and takes the whole drag back with one Ctrl+Z', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.click(t.centreOf('a'));
    const drag = await mountOpacitySlider(t);
    await drag(90, 70, 50);
    expect(opacityOf(t, 'a')).toBe(0.5);
    expect(opacityOf(t, 'b')).toBe(1);
    await t.settle();
    expect(t.object('a').opacity).toBe(0.5);
    await t.editor.flush();
    expect(t.api.storedDocument().elements[0]!.opacity).toBe(0.5);

    t.area.focus();
    t.press('z', ctrl);
    expect(opacityOf(t, 'a')).toBe(1);
    expect(t.editor.canUndo()).toBe(false);
    expect(types(t)).toEqual(['rect', 'rect']);
  });

  it('makes each drag its own undo step, for every element selected', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.press('a', ctrl);
    const drag = await mountOpacitySlider(t);
    await drag(80, 60);
    await drag(40, 20);
    expect([opacityOf(t, 'a'), opacityOf(t, 'b')]).toEqual([0.2, 0.2]);
    t.area.focus();
    t.press('z', ctrl);
    expect([opacityOf(t, 'a'), opacityOf(t, 'b')]).toEqual([0.6, 0.6]);
  });
});

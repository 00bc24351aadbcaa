import { describe, expect, it } from 'vitest';
import { buildAbstractDocument } from '../builder/document';
import { initialContentState } from '../builder/state';
import { DRAWINGS } from '../builder/testing/arbitraries';
import { draftSlideDescription, setSlideAltText } from '../editor/alt-text-commands';
import { englishTranslator } from '../i18n/testing';
import type { FiguraElement, SlideDocument } from '../schema';
import { createEditorStore } from '../stores/editor-store';
import { descriptionOutdated } from './described-figure';
import { slideDescription } from './slide-description';

const t = englishTranslator();
const [neuron, mouse] = DRAWINGS as [(typeof DRAWINGS)[0], (typeof DRAWINGS)[0]];

/** A builder abstract whose first topic shows the neuron. */
function abstract(): SlideDocument {
  const state = initialContentState();
  state.content = { ...state.content, title: 'Cells light up' };
  state.topics = state.topics.map((topic, index) =>
    index === 0 ? { ...topic, title: 'Recording', illustration: neuron } : topic,
  );
  return buildAbstractDocument(state);
}

/** The abstract with its neuron deleted and the mouse placed from the library instead. */
const swapped = (document: SlideDocument): SlideDocument => ({
  ...document,
  elements: document.elements.map((element): FiguraElement =>
    element.type === 'illustration'
      ? { ...element, id: 'mouse', alt: '', assetId: mouse.id, name: mouse.title, svg: mouse.svg }
      : element,
  ),
});

describe('the slide’s long description as read', () => {
  it('is the builder’s draft while the figure is as built, moved or not', () => {
    const built = abstract();
    expect(built.description).toContain('Neuron');
    expect(slideDescription(built, t)).toBe(built.description);
    const moved = {
      ...built,
      elements: built.elements.map((element) =>
        'left' in element ? { ...element, left: element.left + 40 } : element,
      ),
    };
    expect(descriptionOutdated(moved)).toBe(false);
  });

  it('is drafted again once an illustration it names is swapped, and names the new one', () => {
    const changed = swapped(abstract());
    expect(descriptionOutdated(changed)).toBe(true);
    const read = slideDescription(changed, t)!;
    expect(read).toMatch(/laboratory mouse/i);
    expect(read).not.toContain('Neuron');
  });

  it('keeps the author’s words whatever changes; a new draft follows the figure again', () => {
    const store = createEditorStore({ document: abstract() });
    setSlideAltText(store, { description: 'Recording of neurons in a mouse.' }, t);
    const written = swapped(store.getState().document);
    expect(slideDescription(written, t)).toBe('Recording of neurons in a mouse.');

    draftSlideDescription(store, t);
    expect(descriptionOutdated(store.getState().document)).toBe(false);
    expect(slideDescription(swapped(store.getState().document), t)).toMatch(/laboratory mouse/i);
  });
});

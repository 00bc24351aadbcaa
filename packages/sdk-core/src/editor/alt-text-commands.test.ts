import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, type SlideDocument } from '../schema';
import { createEditorStore } from '../stores/editor-store';
import { englishTranslator } from '../i18n/testing';
import { draftSlideDescription, setElementAlt, setSlideAltText } from './alt-text-commands';

const t = englishTranslator();
const rect = (id: string) =>
  elementSchema.parse({ id, type: 'rect', left: 0, top: 0, width: 20, height: 20 });
const doc = (): SlideDocument => ({
  ...createEmptyDocument(400, 300),
  elements: [
    rect('a'),
    elementSchema.parse({
      id: 'g',
      type: 'group',
      left: 50,
      top: 50,
      width: 40,
      height: 40,
      elements: [rect('inner')],
    }) as SlideDocument['elements'][number],
  ],
});

describe('alt text commands', () => {
  it('sets an element’s alt text, inside a group too, one undo step per typing session', () => {
    const store = createEditorStore({ document: doc() });
    setElementAlt(store, 'inner', 'A', t, 'typing-1');
    setElementAlt(store, 'inner', 'A cell', t, 'typing-1');
    const group = store.getState().document.elements[1]!;
    expect(group.type === 'group' && group.elements[0]!.alt).toBe('A cell');
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    const undone = store.getState().document.elements[1]!;
    expect(undone.type === 'group' && undone.elements[0]!.alt).toBe('');
  });

  it('sets and clears the slide’s alt and description; a drafted one can be undone', () => {
    const store = createEditorStore({ document: doc() });
    setSlideAltText(store, { alt: 'Workflow of the study' }, t);
    expect(store.getState().document.alt).toBe('Workflow of the study');
    const drafted = draftSlideDescription(store, t);
    expect(drafted).toMatch(/^A figure of 400 × 300 px\./);
    expect(store.getState().document.description).toBe(drafted);
    store.getState().undo();
    expect(store.getState().document.description).toBeUndefined();
    setSlideAltText(store, { alt: '' }, t);
    expect('alt' in store.getState().document).toBe(false);
    expect(store.getState().past).toHaveLength(2);
  });
});

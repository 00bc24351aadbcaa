import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { createEditor } from './create-editor';
import { createIconElement } from './element-factories';
import { setIconColour } from './element-style-commands';

const EMOJI_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="12" fill="#ff6723"/><circle cx="12" cy="13" r="2" fill="#1c1c1c"/></svg>';
const MIT = { spdx: 'MIT', url: 'https://opensource.org/license/mit' };

async function open() {
  const api = new MemoryFiguraApi({ name: 'Icons' });
  const editor = await createEditor({ api, creationId: api.creationId, autosaveDebounceMs: 5 });
  return { api, editor };
}

describe('icons from the picker', () => {
  it('places an emoji in its own colours and a pictogram in one, each credited to its set', async () => {
    const { editor } = await open();
    const emoji = createIconElement(
      {
        name: 'mouse',
        svg: EMOJI_SVG,
        set: 'fluent-emoji-flat',
        licence: MIT,
        author: { name: 'Microsoft Corporation' },
      },
      editor.getDocument(),
    );
    expect(emoji).toMatchObject({
      type: 'icon',
      iconSet: 'fluent-emoji-flat',
      iconName: 'mouse',
      fill: null,
      licence: MIT,
      author: { name: 'Microsoft Corporation' },
    });
    const sign = createIconElement(
      { name: 'cardiology', svg: EMOJI_SVG, set: 'medical-icon' },
      editor.getDocument(),
    );
    expect(sign).toMatchObject({ iconSet: 'medical-icon', fill: '#1f2933' });
  });

  it("sets an icon's colour and gives an emoji its own colours back, each one undo step, stored", async () => {
    const { api, editor } = await open();
    const emoji = createIconElement(
      { name: 'mouse', svg: EMOJI_SVG, set: 'fluent-emoji-flat' },
      editor.getDocument(),
    );
    editor.addElement(emoji);
    setIconColour(editor, emoji.id, '#B42318');
    expect(editor.getDocument().elements[0]).toMatchObject({ fill: '#b42318' });
    // A drag through colours is one step; a word that is no colour changes nothing.
    setIconColour(editor, emoji.id, '#00ff00', 'drag');
    setIconColour(editor, emoji.id, '#0000ff', 'drag');
    setIconColour(editor, emoji.id, 'not a colour');
    expect(editor.getDocument().elements[0]).toMatchObject({ fill: '#0000ff' });
    editor.undo();
    expect(editor.getDocument().elements[0]).toMatchObject({ fill: '#b42318' });
    setIconColour(editor, emoji.id, null);
    expect(editor.getDocument().elements[0]).toMatchObject({ fill: null });
    editor.undo();
    expect(editor.getDocument().elements[0]).toMatchObject({ fill: '#b42318' });
    editor.redo();
    await editor.flush();
    expect(api.storedDocument().elements[0]).toMatchObject({ fill: null });
  });
});

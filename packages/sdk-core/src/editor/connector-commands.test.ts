import { describe, expect, it } from 'vitest';
import { MemoryFiguraApi } from '../testing/memory-api';
import { createEditor } from './create-editor';
import { createShapeElement } from './element-factories';
import { setConnectorStyle } from './connector-commands';
import { dashArray } from '../render/props';

async function open() {
  const api = new MemoryFiguraApi({ name: 'Arrows' });
  const editor = await createEditor({ api, creationId: api.creationId, autosaveDebounceMs: 5 });
  return { api, editor };
}

describe('line and arrow style', () => {
  it("sets an arrow's colour, width, dash and heads, each one undo step, and stores them", async () => {
    const { api, editor } = await open();
    const arrow = createShapeElement('arrow', editor.getDocument(), editor.t);
    editor.addElement(arrow);
    setConnectorStyle(editor, arrow.id, { stroke: '#b42318' });
    setConnectorStyle(editor, arrow.id, { strokeWidth: 8, strokeDash: 'dashed' });
    setConnectorStyle(editor, arrow.id, { headStart: 'circle', headEnd: 'open' });
    expect(editor.getDocument().elements[0]).toMatchObject({
      stroke: '#b42318',
      strokeWidth: 8,
      strokeDash: 'dashed',
      headStart: 'circle',
      headEnd: 'open',
    });
    editor.undo();
    expect(editor.getDocument().elements[0]).toMatchObject({ headStart: 'none', strokeWidth: 8 });
    editor.undo();
    expect(editor.getDocument().elements[0]).toMatchObject({ strokeWidth: 4, strokeDash: 'solid' });
    editor.redo();
    editor.redo();
    await editor.flush();
    expect(api.storedDocument().elements[0]).toMatchObject({
      strokeDash: 'dashed',
      headEnd: 'open',
    });
  });

  it('makes one undo step of a gesture (a drag through colours), keeps widths in range', async () => {
    const { editor } = await open();
    const line = createShapeElement('line', editor.getDocument(), editor.t);
    editor.addElement(line);
    for (const colour of ['#111111', '#222222', '#333333'])
      setConnectorStyle(editor, line.id, { stroke: colour }, 'picker-1');
    setConnectorStyle(editor, line.id, { strokeWidth: 9000 });
    // A plain line has no heads: asked for one, it keeps none.
    setConnectorStyle(editor, line.id, { headEnd: 'triangle' });
    const styled = editor.getDocument().elements[0]!;
    expect(styled).toMatchObject({ stroke: '#333333', strokeWidth: 500 });
    expect(styled).not.toHaveProperty('headEnd');
    editor.undo();
    editor.undo();
    expect(editor.getDocument().elements[0]).toMatchObject({ stroke: '#1f2933' });
  });

  it('draws dashes three widths long and dots two widths apart', () => {
    expect(dashArray('solid', 4)).toBeNull();
    expect(dashArray('dashed', 4)).toEqual([12, 8]);
    expect(dashArray('dotted', 4)).toEqual([0, 8]);
  });
});

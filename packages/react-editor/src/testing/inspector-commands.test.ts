// @vitest-environment jsdom
// What the inspector's Style and Position tabs do to the slide: a shape's fill and outline, any
// element's place, size and turn, each one undo step (a colour picker's visit, one in all).
import { describe, expect, it } from 'vitest';
import { frameOf, setElementFrame, setShapeStyle, boxedElementById } from '@figura/sdk-core/editor';
import { elementSchema } from '@figura/sdk-core/schema';
import { rect, textbox, headlessEditors } from './fixtures';

const open = headlessEditors();

describe('inspector commands', () => {
  it('fills and outlines a shape; a drag through colours is one undo step', async () => {
    const t = await open(rect('a', 100, 100));
    for (const fill of ['#ff0000', '#ee0000', '#dd0000'])
      setShapeStyle(t.editor, 'a', { fill }, 'g1');
    setShapeStyle(t.editor, 'a', { stroke: '#000000', strokeWidth: 3 });
    expect(t.element('a')).toMatchObject({ fill: '#dd0000', stroke: '#000000', strokeWidth: 3 });
    t.editor.undo();
    t.editor.undo();
    expect(t.element('a')).toMatchObject({ fill: '#8DADCB', stroke: null });
    expect(t.editor.canUndo()).toBe(false);
  });

  it('takes no fill, and keeps an outline width in range', async () => {
    const t = await open(rect('a', 100, 100));
    setShapeStyle(t.editor, 'a', { fill: null, strokeWidth: 9000 });
    expect(t.element('a')).toMatchObject({ fill: null, strokeWidth: 500 });
  });

  it('moves, sizes and turns an element to the numbers typed', async () => {
    const t = await open(rect('a', 100, 100));
    setElementFrame(t.editor, 'a', { left: 40, top: 60, width: 250, height: 25, angle: -90 });
    const element = boxedElementById(t.document, 'a')!;
    expect(frameOf(element)).toEqual({ left: 40, top: 60, width: 250, height: 25, angle: 270 });
    // Drawn at that size too (turned a quarter: 25 px wide on screen).
    await t.settle();
    const drawn = t.object('a').getBoundingRect();
    expect(Math.round(drawn.width)).toBe(25);
    t.editor.undo();
    expect(frameOf(boxedElementById(t.document, 'a')!)).toMatchObject({ left: 100, width: 100 });
  });

  it('widens a text box by its wrapping width, not by stretching its letters', async () => {
    const t = await open(textbox('x', 100, 100, 'PD-1 blockade'));
    setElementFrame(t.editor, 'x', { width: 500, height: 300 });
    expect(t.element('x')).toMatchObject({ width: 500, scaleX: 1, scaleY: 1 });
  });

  it('keeps a typed width on a label that widened with its words', async () => {
    const t = await open(
      elementSchema.parse({ ...textbox('x', 100, 100, 'PD-1'), autoWidth: true }),
    );
    setElementFrame(t.editor, 'x', { width: 80 });
    expect(t.element('x')).toMatchObject({ width: 80, autoWidth: false });
    setElementFrame(t.editor, 'x', { left: 10 });
    expect(t.element('x')).toMatchObject({ left: 10, width: 80, autoWidth: false });
  });

  it('ignores what is not a number', async () => {
    const t = await open(rect('a', 100, 100));
    setElementFrame(t.editor, 'a', { left: Number.NaN, width: 0 });
    expect(t.editor.canUndo()).toBe(false);
  });
});

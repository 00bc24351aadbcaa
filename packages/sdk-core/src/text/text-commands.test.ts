import { describe, expect, it } from 'vitest';
import { textToggleForKey } from '../editor/keyboard';
import { elementSchema, type TextboxElement } from '../schema';
import { textCommandPatch, textState } from './text-commands';
import { compactStyles, expandStyles, insertText, styleIndex } from './text-styles';

const box = (extra: Partial<TextboxElement> = {}) =>
  elementSchema.parse({
    id: 't',
    type: 'textbox',
    left: 0,
    top: 0,
    width: 300,
    height: 40,
    text: 'H2O',
    fontSize: 20,
    ...extra,
  }) as TextboxElement;

const apply = (element: TextboxElement, patch: Partial<TextboxElement>) =>
  elementSchema.parse({ ...element, ...patch }) as TextboxElement;

describe('style runs', () => {
  it('expand to characters and compact back, merging equal neighbours', () => {
    const runs = [
      { start: 0, end: 2, style: { fontWeight: 'bold' } },
      { start: 2, end: 3, style: { fontWeight: 'bold' } },
    ];
    expect(compactStyles(expandStyles(runs, 4))).toEqual([
      { start: 0, end: 3, style: { fontWeight: 'bold' } },
    ]);
  });

  it('count caret positions past line breaks as fabric numbers styled characters', () => {
    expect(styleIndex('ab\ncd', 4)).toBe(3);
    const inserted = insertText(
      { text: 'ab\ncd', styles: [{ start: 2, end: 4, style: { fill: '#f00' } }] },
      4,
      4,
      'µ',
    );
    // "µ" lands after "c" and takes its colour; the runs still skip the line break.
    expect(inserted.text).toBe('ab\ncµd');
    expect(inserted.styles).toEqual([{ start: 2, end: 5, style: { fill: '#f00' } }]);
  });
});

describe('text commands', () => {
  it('subscripts the selected characters and toggles them back', () => {
    const water = box();
    const sub = apply(
      water,
      textCommandPatch(water, { start: 1, end: 2 }, { kind: 'script', script: 'subscript' }),
    );
    expect(sub.styles).toEqual([{ start: 1, end: 2, style: { fontSize: 12, deltaY: 2.2 } }]);
    expect(textState(sub, { start: 1, end: 2 })).toMatchObject({
      subscript: true,
      superscript: false,
    });
    const off = apply(
      sub,
      textCommandPatch(sub, { start: 1, end: 2 }, { kind: 'script', script: 'subscript' }),
    );
    expect(off.styles).toEqual([]);
  });

  it('superscripts "2+" of Ca2+ raised above the line', () => {
    const calcium = box({ text: 'Ca2+' });
    const sup = apply(
      calcium,
      textCommandPatch(calcium, { start: 2, end: 4 }, { kind: 'script', script: 'superscript' }),
    );
    expect(sup.styles).toEqual([{ start: 2, end: 4, style: { fontSize: 12, deltaY: -7 } }]);
  });

  it('bolds a range, or the whole box (dropping per-character weights) without one', () => {
    const text = box({ text: 'Hello' });
    const range = apply(
      text,
      textCommandPatch(text, { start: 0, end: 2 }, { kind: 'toggle', key: 'bold' }),
    );
    expect(range.styles).toEqual([{ start: 0, end: 2, style: { fontWeight: 'bold' } }]);
    expect(textState(range, null).bold).toBe(false);
    const whole = apply(range, textCommandPatch(range, null, { kind: 'toggle', key: 'bold' }));
    expect(whole).toMatchObject({ fontWeight: 'bold', styles: [] });
    expect(textState(whole, { start: 1, end: 3 }).bold).toBe(true);
    // Un-bolding a range of a bold box stores "normal" for it.
    const unbold = apply(
      whole,
      textCommandPatch(whole, { start: 1, end: 3 }, { kind: 'toggle', key: 'bold' }),
    );
    expect(unbold.styles).toEqual([{ start: 1, end: 3, style: { fontWeight: 'normal' } }]);
  });

  it('resizes the box and its sub- and superscripts together', () => {
    const water = box({ styles: [{ start: 1, end: 2, style: { fontSize: 12, deltaY: 2.2 } }] });
    const bigger = apply(
      water,
      textCommandPatch(water, null, { kind: 'char', key: 'fontSize', value: 40 }),
    );
    expect(bigger.fontSize).toBe(40);
    expect(bigger.styles).toEqual([{ start: 1, end: 2, style: { fontSize: 24, deltaY: 4.4 } }]);
  });

  it('reads and sets a subscript at its line size, drawn in proportion to it', () => {
    // H₂O in a 56 px box: the "₂" is drawn at 33.6 px, and reads as the 56 px it is set at.
    const water = box({
      fontSize: 56,
      styles: [{ start: 1, end: 2, style: { fontSize: 33.6, deltaY: 6.16 } }],
    });
    expect(textState(water, { start: 1, end: 2 }).fontSize).toBe(56);
    expect(textState(water, { start: 0, end: 3 }).fontSize).toBe(56);
    // Setting the whole line to 40 keeps the "₂" a subscript, at 60 % of 40.
    const smaller = apply(
      water,
      textCommandPatch(water, { start: 0, end: 3 }, { kind: 'char', key: 'fontSize', value: 40 }),
    );
    expect(smaller.styles).toEqual([
      { start: 0, end: 1, style: { fontSize: 40 } },
      { start: 1, end: 2, style: { fontSize: 24, deltaY: 4.4 } },
      { start: 2, end: 3, style: { fontSize: 40 } },
    ]);
    expect(textState(smaller, { start: 1, end: 2 })).toMatchObject({
      fontSize: 40,
      subscript: true,
    });
  });

  it('colours a range and inserts symbols at the caret or at the end', () => {
    const text = box({ text: 'pH 7' });
    const coloured = apply(
      text,
      textCommandPatch(text, { start: 0, end: 2 }, { kind: 'char', key: 'fill', value: '#ff0000' }),
    );
    expect(textState(coloured, { start: 0, end: 2 }).fill).toBe('#ff0000');
    expect(textState(coloured, null).fill).toBeUndefined(); // mixed
    const atCaret = textCommandPatch(text, { start: 2, end: 2 }, { kind: 'insert', text: '≈' });
    expect(atCaret.text).toBe('pH≈ 7');
    expect(textCommandPatch(text, null, { kind: 'insert', text: '±' }).text).toBe('pH 7±');
  });

  it('sets alignment, lists, line height and letter spacing on the box', () => {
    const text = box();
    expect(
      textCommandPatch(
        text,
        { start: 0, end: 1 },
        { kind: 'box', key: 'listStyle', value: 'numered' },
      ),
    ).toEqual({
      listStyle: 'numered',
    });
    expect(
      textCommandPatch(text, null, { kind: 'box', key: 'textAlign', value: 'justify' }),
    ).toEqual({
      textAlign: 'justify',
    });
  });

  it('maps Ctrl/Cmd+B, I and U to the toggles', () => {
    const key = (
      k: string,
      mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>,
    ) =>
      textToggleForKey({
        key: k,
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        ...mods,
      });
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('u', { ctrlKey: true })).toBe('underline');
    expect(key('b', {})).toBeNull();
    expect(key('b', { ctrlKey: true, shiftKey: true })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, type SlideDocument } from '../schema';
import { parseClipboard, pasteElements, serializeClipboard } from './clipboard';

const rect = (id: string, left: number) =>
  elementSchema.parse({ id, type: 'rect', left, top: 20, width: 10, height: 10 });
const docOf = (elements: ReturnType<typeof rect>[]): SlideDocument => ({
  ...createEmptyDocument(400, 300),
  elements,
});

describe('clipboard', () => {
  it('round-trips the selection in stacking order and ignores foreign text', () => {
    const doc = docOf([rect('a', 0), rect('b', 50), rect('c', 100)]);
    const text = serializeClipboard(doc, ['c', 'a'])!;
    expect(parseClipboard(text)?.map((element) => element.id)).toEqual(['a', 'c']);
    expect(parseClipboard('{"elements":[]}')).toBeNull();
    expect(parseClipboard('hello')).toBeNull();
    expect(serializeClipboard(doc, [])).toBeNull();
  });

  it('pastes in place on another slide and offset where the place is taken', () => {
    const source = docOf([rect('a', 0)]);
    const copied = parseClipboard(serializeClipboard(source, ['a'])!)!;
    let n = 0;
    const createId = () => `new${n++}`;
    const elsewhere = pasteElements(docOf([]), copied, createId);
    expect(elsewhere.document.elements[0]).toMatchObject({ id: 'new0', left: 0, top: 20 });
    const once = pasteElements(source, copied, createId);
    expect(once.document.elements[1]).toMatchObject({ id: 'new1', left: 10, top: 30 });
    const twice = pasteElements(once.document, copied, createId);
    expect(twice.document.elements[2]).toMatchObject({ left: 20, top: 40 });
    expect(twice.ids).toEqual(['new2']);
  });
});

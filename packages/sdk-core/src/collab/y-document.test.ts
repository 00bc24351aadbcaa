// Property tests of the slide <-> Y.Doc mapping: a document survives the trip unchanged, and
// replicas that edit concurrently converge, each keeping edits to different elements/properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CURRENT_SCHEMA_VERSION, slideDocumentSchema, type SlideDocument } from '../schema';
import { sameJson } from '../schema/document/same-json';
import { elementArb, hex, withUniqueIds } from '../schema/document/testing/arbitraries';
import { readSlideDocument, slideToYDoc, writeSlideDocument } from './y-document';

const documentArb: fc.Arbitrary<SlideDocument> = fc
  .record({
    width: fc.integer({ min: 100, max: 2500 }),
    height: fc.integer({ min: 100, max: 2500 }),
    background: hex,
    alt: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
    elements: fc.array(elementArb, { maxLength: 8 }),
  })
  .map(({ elements, ...rest }) =>
    slideDocumentSchema.parse({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      ...rest,
      elements: withUniqueIds(elements),
    }),
  )
  .filter(Boolean);

/** Two replicas of `document`, synced, and a function exchanging their pending updates. */
function replicas(document: SlideDocument) {
  const a = slideToYDoc(document);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
    const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
    Y.applyUpdate(b, toB);
    Y.applyUpdate(a, toA);
  };
  return { a, b, sync };
}

/** An edit of one document: moves an element, removes one, adds one, reorders or recolours. */
const editArb = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    dx: fc.integer({ min: -50, max: 50 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), element: elementArb, tag: fc.nat() }),
  fc.record({ kind: fc.constant('raise' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('background' as const), colour: hex }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

/** Every element id of a document, those inside groups included. */
function allIds(elements: readonly SlideDocument['elements'][number][]): string[] {
  return elements.flatMap((element) => [
    element.id,
    ...(element.type === 'group' ? allIds(element.elements) : []),
  ]);
}

function applyEdit(document: SlideDocument, edit: Edit, who: string): SlideDocument {
  const { elements } = document;
  const picked = elements.length
    ? elements[edit.kind === 'add' || edit.kind === 'background' ? 0 : edit.pick % elements.length]
    : undefined;
  switch (edit.kind) {
    case 'move':
      return picked
        ? {
            ...document,
            elements: elements.map((e) =>
              e === picked && 'left' in e ? { ...e, left: e.left + edit.dx } : e,
            ),
          }
        : document;
    case 'remove':
      return picked ? { ...document, elements: elements.filter((e) => e !== picked) } : document;
    case 'raise':
      return picked
        ? { ...document, elements: [...elements.filter((e) => e !== picked), picked] }
        : document;
    case 'background':
      return { ...document, background: edit.colour };
    case 'add': {
      // Two adds of one person may draw the same tag: the id gets a count that is still free.
      // A group's members keep the generator's ids, which may be taken too (seed -910176837:
      // " -1" in both): they take the same stem, so every id of the new element is free.
      const taken = allIds(elements);
      const stem = (count: number) => `${who}${edit.tag}.${count}`;
      let count = 0;
      while (
        taken.some((id) => id.startsWith(`${stem(count)}-`) || id.startsWith(`${stem(count)}:`))
      )
        count += 1;
      type Input = ReturnType<typeof withUniqueIds>[number];
      const members = (element: Input): Input =>
        element.type === 'group'
          ? {
              ...element,
              elements: element.elements.map((member) =>
                members({ ...member, id: `${stem(count)}:${member.id}` }),
              ),
            }
          : element;
      const [element] = withUniqueIds([{ ...edit.element, id: stem(count) }]).map(members);
      return slideDocumentSchema.parse({ ...document, elements: [...elements, element] });
    }
  }
}

describe('slide document <-> Y.Doc', () => {
  it('gives every valid document back unchanged', () => {
    fc.assert(
      fc.property(documentArb, (document) => {
        const read = readSlideDocument(slideToYDoc(document));
        expect(sameJson(read, document)).toBe(true);
        expect(read.elements.map((e) => e.id)).toEqual(document.elements.map((e) => e.id));
        expect(slideDocumentSchema.safeParse(read).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('writes only what changed and keeps unchanged elements by identity on reading', () => {
    fc.assert(
      fc.property(documentArb, editArb, (document, edit) => {
        const doc = slideToYDoc(document);
        const next = applyEdit(document, edit, 'x');
        writeSlideDocument(doc, next);
        const read = readSlideDocument(doc, document);
        expect(sameJson(read, next)).toBe(true);
        for (const element of read.elements) {
          const old = document.elements.find((e) => e.id === element.id);
          if (old && sameJson(old, element)) expect(element).toBe(old);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('converges when two people edit at once, whatever they do', () => {
    fc.assert(
      fc.property(
        documentArb,
        fc.array(editArb, { maxLength: 4 }),
        fc.array(editArb, { maxLength: 4 }),
        (document, editsA, editsB) => {
          const { a, b, sync } = replicas(document);
          writeSlideDocument(
            a,
            editsA.reduce((d, e) => applyEdit(d, e, 'a'), document),
          );
          writeSlideDocument(
            b,
            editsB.reduce((d, e) => applyEdit(d, e, 'b'), document),
          );
          sync();
          const readA = readSlideDocument(a);
          expect(readA).toEqual(readSlideDocument(b));
          const ids = readA.elements.map((e) => e.id);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps both edits when two people change different elements or properties', () => {
    const document = slideDocumentSchema.parse({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      width: 800,
      height: 600,
      elements: [
        { type: 'rect', id: 'one', left: 0, top: 0, width: 10, height: 10, fill: '#000000' },
        { type: 'rect', id: 'two', left: 50, top: 50, width: 10, height: 10, fill: '#000000' },
      ],
    });
    const { a, b, sync } = replicas(document);
    type Rect = Extract<SlideDocument['elements'][number], { type: 'rect' }>;
    const [one, two] = document.elements as [Rect, Rect];
    // A moves "one" and recolours the slide; B moves "two" and changes "one"'s opacity.
    writeSlideDocument(a, {
      ...document,
      background: '#eeeeee',
      elements: [{ ...one, left: 100 }, two],
    });
    writeSlideDocument(b, {
      ...document,
      elements: [
        { ...one, opacity: 0.5 },
        { ...two, top: 300 },
      ],
    });
    sync();
    const merged = readSlideDocument(a);
    expect(merged).toEqual(readSlideDocument(b));
    expect(merged.background).toBe('#eeeeee');
    expect(merged.elements[0]).toMatchObject({ id: 'one', left: 100, opacity: 0.5 });
    expect(merged.elements[1]).toMatchObject({ id: 'two', top: 300 });
  });

  it('keeps an element added by one person while the other reorders', () => {
    const document = slideDocumentSchema.parse({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      width: 800,
      height: 600,
      elements: ['p', 'q', 'r'].map((id) => ({
        type: 'rect',
        id,
        left: 0,
        top: 0,
        width: 5,
        height: 5,
      })),
    });
    const { a, b, sync } = replicas(document);
    const [p, q, r] = document.elements as [never, never, never];
    writeSlideDocument(a, { ...document, elements: [r, p, q] });
    writeSlideDocument(
      b,
      slideDocumentSchema.parse({
        ...document,
        elements: [p, q, r, { type: 'rect', id: 'new', left: 1, top: 1, width: 5, height: 5 }],
      }),
    );
    sync();
    const ids = readSlideDocument(a).elements.map((e) => e.id);
    expect(ids).toEqual(readSlideDocument(b).elements.map((e) => e.id));
    expect(ids).toContain('new');
    expect(ids.indexOf('r')).toBeLessThan(ids.indexOf('p'));
  });
});

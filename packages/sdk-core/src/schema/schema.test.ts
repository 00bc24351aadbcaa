import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CANVAS_MAX,
  CANVAS_MIN,
  CURRENT_SCHEMA_VERSION,
  DocumentVersionError,
  createEmptyDocument,
  parseSlideDocument,
  safeParseSlideDocument,
  slideDocumentSchema,
} from './index';
import { bytesToBase64 } from './document/image-data';
import { elementArb, withUniqueIds } from './document/testing/arbitraries';

const documentArb = fc
  .record({
    width: fc.integer({ min: CANVAS_MIN, max: CANVAS_MAX }),
    height: fc.integer({ min: CANVAS_MIN, max: CANVAS_MAX }),
    elements: fc.array(elementArb, { maxLength: 12 }).map(withUniqueIds),
  })
  .map((doc) => ({ schemaVersion: CURRENT_SCHEMA_VERSION, background: '#ffffff', ...doc }));

describe('slide document schema v1', () => {
  it('round-trips every valid document, with every element type, through JSON unchanged', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const parsed = parseSlideDocument(input);
        const again = parseSlideDocument(JSON.parse(JSON.stringify(parsed)));
        expect(again).toEqual(parsed);
        // What the writer gave is kept as given (defaults only fill what was left out).
        expect(parsed.elements).toMatchObject(input.elements);
        expect(parsed.elements.map((e) => e.id)).toEqual(input.elements.map((e) => e.id));
      }),
    );
  });

  it('fills style defaults so a minimal element is complete', () => {
    const doc = parseSlideDocument({
      schemaVersion: 1,
      width: 800,
      height: 600,
      elements: [{ type: 'rect', id: 'r1', left: 1, top: 2, width: 3, height: 4 }],
    });
    expect(doc.elements[0]).toMatchObject({
      scaleX: 1,
      scaleY: 1,
      angle: 0,
      opacity: 1,
      locked: false,
      alt: '',
    });
    expect(doc.background).toBe('#ffffff');
  });

  it('refuses canvas sizes outside 100..2500 with a readable message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10000, max: CANVAS_MIN - 1 }),
          fc.integer({ min: CANVAS_MAX + 1, max: 100000 }),
        ),
        (width) => {
          const result = slideDocumentSchema.safeParse({ ...createEmptyDocument(500, 500), width });
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toMatch(
            /Canvas size must be at (least 100|most 2500) px/,
          );
        },
      ),
    );
  });

  it('refuses unknown element types, activeSelection and duplicate ids', () => {
    const base = createEmptyDocument(500, 500);
    expect(
      slideDocumentSchema.safeParse({ ...base, elements: [{ type: 'activeSelection', id: 'a' }] })
        .success,
    ).toBe(false);
    expect(
      slideDocumentSchema.safeParse({ ...base, elements: [{ type: 'script', id: 'a' }] }).success,
    ).toBe(false);
    const rect = { type: 'rect', id: 'same', left: 0, top: 0, width: 1, height: 1 };
    const duplicate = slideDocumentSchema.safeParse({ ...base, elements: [rect, rect] });
    expect(duplicate.success).toBe(false);
    expect(duplicate.error?.issues[0]?.message).toBe('Duplicate element id same');
  });

  it('refuses colours that are not colours (no markup or URLs in style fields)', () => {
    const base = createEmptyDocument(500, 500);
    const rect = {
      type: 'rect',
      id: 'r',
      left: 0,
      top: 0,
      width: 1,
      height: 1,
      fill: 'url(javascript:alert(1))',
    };
    expect(slideDocumentSchema.safeParse({ ...base, elements: [rect] }).success).toBe(false);
  });
});

describe('migrations', () => {
  it('opens a document written before versioning (v0, fabric-style objects)', () => {
    const doc = parseSlideDocument({
      width: 640,
      height: 480,
      objects: [{ type: 'circle', id: 'c', left: 10, top: 10, width: 20, height: 20 }],
    });
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(doc.elements.map((e) => e.type)).toEqual(['circle']);
    expect(doc.background).toBe('#ffffff');
  });

  it("keeps a v0 document's own background", () => {
    expect(
      parseSlideDocument({ width: 640, height: 480, background: '#000000', elements: [] })
        .background,
    ).toBe('#000000');
  });

  it('migrating is idempotent for current documents', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        expect(parseSlideDocument(parseSlideDocument(input))).toEqual(parseSlideDocument(input));
      }),
    );
  });

  it('refuses documents from a newer version with a clear error', () => {
    expect(() =>
      parseSlideDocument({ ...createEmptyDocument(500, 500), schemaVersion: 99 }),
    ).toThrow(DocumentVersionError);
    const result = safeParseSlideDocument({ schemaVersion: 99 });
    expect(result.success).toBe(false);
    expect(() => parseSlideDocument('not a document')).toThrow(TypeError);
  });
});

describe('reading documents stored before SVG had to be clean', () => {
  const SVG = 'http://www.w3.org/2000/svg';
  const older = `<svg xmlns="${SVG}" xmlns:x="${SVG}">\n  <x:script>alert(1)</x:script><text>a = b</text>\n</svg>`;
  const clean = `<svg xmlns="${SVG}"><text>a = b</text></svg>`;
  const box = { left: 0, top: 0, width: 10, height: 10 };
  const utf16 = (text: string) => {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    return bytes;
  };
  const document = {
    schemaVersion: 1,
    width: 100,
    height: 100,
    elements: [
      {
        type: 'group',
        id: 'g',
        ...box,
        elements: [{ type: 'svg_part', id: 'p', ...box, svg: older }],
      },
      {
        type: 'upload',
        id: 'u',
        ...box,
        naturalWidth: 10,
        naturalHeight: 10,
        src: `data:image/svg+xml;base64,${bytesToBase64(utf16(older))}`,
      },
    ],
  };

  it('cleans every embedded SVG (in groups and in SVG data URLs) before validating', () => {
    const parsed = parseSlideDocument(document);
    const group = parsed.elements[0] as { elements: { svg: string }[] };
    expect(group.elements[0]!.svg).toBe(clean);
    expect((parsed.elements[1] as { src: string }).src).toBe(
      `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(clean))}`,
    );
    expect(safeParseSlideDocument(document).success).toBe(true);
  });

  it('still refuses the older form on writes, which validate as sent', () => {
    expect(slideDocumentSchema.safeParse(document).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DYNAMIC_SHAPE_KINDS,
  SHAPE_KINDS,
  createEmptyDocument,
  elementSchema,
  slideDocumentSchema,
} from '../schema';
import { createAddedElement } from './added-elements';
import {
  createIconElement,
  createPastedImageElement,
  createShapeElement,
  downloadFileName,
  type AddChoice,
  type ShapeTool,
} from './element-factories';
import { englishTranslator } from '../i18n/testing';

const t = englishTranslator();

describe('new elements', () => {
  const doc = createEmptyDocument(1200, 600);

  it.each<ShapeTool>(['rect', 'circle', 'line', 'arrow', 'textbox'])(
    'creates a valid %s centred on the document',
    (tool) => {
      const element = createShapeElement(tool, doc, t, `id-${tool}`);
      expect(element.type).toBe(tool);
      // The document with it still validates (what the API checks on save).
      expect(slideDocumentSchema.safeParse({ ...doc, elements: [element] }).success).toBe(true);
      if ('x1' in element) {
        expect((element.x1 + element.x2) / 2).toBe(600);
        expect(element.y1).toBe(300);
      } else {
        if (!('left' in element)) throw new Error(`${tool} has neither end points nor a box`);
        expect(element.left + element.width / 2).toBeCloseTo(600);
      }
    },
  );

  it('draws arrows as wide as the slide is large, never under 4 px', () => {
    expect(createShapeElement('arrow', doc, t)).toMatchObject({ strokeWidth: 4 });
    const cell = createEmptyDocument(1200, 1200);
    expect(createShapeElement('arrow', cell, t)).toMatchObject({ strokeWidth: 6 });
    const poster = createEmptyDocument(2500, 1800);
    expect(createShapeElement('line', poster, t)).toMatchObject({ strokeWidth: 9 });
  });

  it('creates a text box reading "Text", at a heading’s size at most (a poster’s is not a title)', () => {
    expect(createShapeElement('textbox', doc, t)).toMatchObject({ type: 'textbox', text: 'Text' });
    expect(createShapeElement('textbox', doc, t)).toMatchObject({ fontSize: 38 });
    const poster = createEmptyDocument(1768, 2500);
    expect(createShapeElement('textbox', poster, t)).toMatchObject({ fontSize: 56 });
  });

  it('creates icons from picker choices', () => {
    const icon = createIconElement(
      { name: 'virus', svg: '<svg viewBox="0 0 48 48"></svg>' },
      doc,
      'i1',
    );
    expect(icon).toMatchObject({ type: 'icon', iconSet: 'healthicons', iconName: 'virus' });
  });

  it('names downloads after the creation, safely', () => {
    expect(downloadFileName('My abstract')).toBe('My abstract.png');
    expect(downloadFileName('a/b:c*?')).toBe('a b c.png');
    expect(downloadFileName('   ')).toBe('figura.png');
  });
});

const doc = () => createEmptyDocument(1000, 600);

describe('elements from the Shapes panel', () => {
  const choices: AddChoice[] = [
    ...SHAPE_KINDS.map((kind): AddChoice => ({ type: 'shape', shapeKind: kind })),
    ...DYNAMIC_SHAPE_KINDS.map((kind): AddChoice => ({ type: 'dynamic_shape', kind })),
    { type: 'path', d: 'M 60 0 L 20 55 L 45 55 L 35 100 L 80 40 L 55 40 Z' },
    { type: 'polygon' },
    { type: 'DynamicLine' },
    { type: 'right_angle_line' },
    { type: 'chart' },
    { type: 'illustration' },
    { type: 'svg_part' },
    {
      type: 'generation',
      prompt: 'a cell',
      image: {
        src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        naturalWidth: 128,
        naturalHeight: 96,
      },
    },
  ];

  it.each(choices)('makes a valid $type on the canvas', (choice) => {
    const element = createAddedElement(choice, doc());
    expect(element.type).toBe(choice.type);
    expect(elementSchema.parse(element)).toEqual(element);
    if ('left' in element) {
      expect(element.left).toBeGreaterThanOrEqual(0);
      expect(element.left + element.width).toBeLessThanOrEqual(1000);
    }
  });

  it('brings an uploaded photo in at its own pixels up to half the slide, like a pasted one', () => {
    const src =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const slide = createEmptyDocument(1200, 600);
    const upload = (naturalWidth: number, naturalHeight: number) =>
      createAddedElement(
        { type: 'upload', image: { src, naturalWidth, naturalHeight, fileName: 'micrograph.png' } },
        slide,
      );
    // A 2400 x 1600 micrograph: the slide's main panel (it came in 210 px wide).
    expect(upload(2400, 1600)).toMatchObject({ left: 375, top: 150, width: 450, height: 300 });
    // A small one keeps its pixels; a tiny one is brought up to a size one can grab.
    expect(upload(200, 100)).toMatchObject({ width: 200, height: 100 });
    expect(upload(1, 1)).toMatchObject({ width: 75, height: 75 });
  });

  it('fits a pasted image into half the slide, centred, and refuses unsafe sources', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const small = createEmptyDocument(400, 300);
    const element = createPastedImageElement(
      { src: png, width: 800, height: 400 },
      small,
      t,
      'img',
    );
    expect(element).toMatchObject({ type: 'upload', width: 200, height: 100, left: 100, top: 100 });
    expect(
      createPastedImageElement({ src: 'javascript:alert(1)', width: 10, height: 10 }, small, t),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createEmptyDocument, elementSchema, svgSafetyProblem } from '@figura/sdk-core/schema';
import { BASIC_SHAPES, DYNAMIC_SHAPES, PATH_PRESETS } from './catalog';
import { createAddedElement, moleculePlaceholderSvg, type AddChoice } from './create';
import { imageFileProblem, MAX_IMAGE_FILE_BYTES } from './image-file';

const doc = () => createEmptyDocument(1000, 600);

describe('elements from the Shapes panel', () => {
  const choices: AddChoice[] = [
    ...BASIC_SHAPES.map(({ kind }): AddChoice => ({ type: 'shape', shapeKind: kind })),
    ...DYNAMIC_SHAPES.map(({ kind }): AddChoice => ({ type: 'dynamic_shape', kind })),
    ...PATH_PRESETS.map(({ d }): AddChoice => ({ type: 'path', d })),
    { type: 'polygon' },
    { type: 'DynamicLine' },
    { type: 'right_angle_line' },
    { type: 'chart' },
    { type: 'illustration' },
    { type: 'svg_part' },
    { type: 'molecule', smiles: 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C' },
    { type: 'generation', prompt: 'a cell' },
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

  it('keeps the molecule’s SMILES and shows it in a safe placeholder', () => {
    const svg = moleculePlaceholderSvg('C1=CC=CC=C1');
    expect(svg).toContain('C1=CC=CC=C1');
    expect(svgSafetyProblem(svg)).toBeNull();
    expect(() => createAddedElement({ type: 'molecule', smiles: 'not smiles!' }, doc())).toThrow();
  });

  it('refuses unsupported and oversized image files with a message', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.svg', type: '', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toMatch(
      /not a PNG, JPEG, WebP, GIF or SVG/,
    );
    expect(
      imageFileProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_FILE_BYTES + 1 }),
    ).toMatch(/images can be at most 5\.2 MB/);
  });
});

import { createEmptyDocument, slideDocumentSchema } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import {
  createIconElement,
  createShapeElement,
  downloadFileName,
  type ShapeTool,
} from './new-elements';

describe('new elements', () => {
  const doc = createEmptyDocument(1200, 600);

  it.each<ShapeTool>(['rect', 'circle', 'line', 'arrow', 'textbox'])(
    'creates a valid %s centred on the document',
    (tool) => {
      const element = createShapeElement(tool, doc, `id-${tool}`);
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

  it('creates a text box reading "Text"', () => {
    expect(createShapeElement('textbox', doc)).toMatchObject({ type: 'textbox', text: 'Text' });
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

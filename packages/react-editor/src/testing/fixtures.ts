import { afterEach } from 'vitest';
import {
  createEmptyDocument,
  elementSchema,
  type FiguraElement,
  type LibraryItem,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { TestEditor } from './test-editor';

/** A rectangle at (left, top), 100 x 50 unless told. */
export const rect = (id: string, left: number, top: number, extra: Record<string, unknown> = {}) =>
  elementSchema.parse({ id, type: 'rect', left, top, width: 100, height: 50, ...extra });

export const textbox = (id: string, left: number, top: number, text: string) =>
  elementSchema.parse({
    id,
    type: 'textbox',
    left,
    top,
    width: 300,
    height: 40,
    text,
    fontSize: 24,
  });

/** A 1200 x 600 slide holding `elements`. */
export const slideWith = (...elements: FiguraElement[]): SlideDocument => ({
  ...createEmptyDocument(1200, 600),
  elements,
});

type Boxed = { left: number; top: number };

/** An element's position, rounded to a hundredth of a pixel. */
export const position = (element: FiguraElement) => {
  const { left, top } = element as unknown as Boxed;
  return { left: Math.round(left * 100) / 100, top: Math.round(top * 100) / 100 };
};

/**
 * The test file's way to open a headless editor on a slide holding `elements`; every editor
 * opened is disposed after its test.
 */
export function headlessEditors(): (...elements: FiguraElement[]) => Promise<TestEditor> {
  const opened: TestEditor[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((editor) => editor.dispose()));
  });
  return async (...elements) => {
    const editor = await TestEditor.create({ document: slideWith(...elements) });
    opened.push(editor);
    return editor;
  };
}

/** A library illustration as the catalogue serves it: 200 x 100, one red part, CC BY. */
export const NEURON: LibraryItem = {
  id: 'bioicons/neuron',
  kind: 'illustration',
  title: 'Neuron',
  category: 'Neuroscience',
  tags: ['neuroscience'],
  synonyms: ['nerve cell'],
  licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  author: { name: 'Jérôme Müller' },
  source: { name: 'Bioicons', url: 'https://bioicons.com/' },
  width: 200,
  height: 100,
  parts: ['#ff0000'],
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><path fill="#ff0000" d="M0 0h200v100z"/></svg>',
};

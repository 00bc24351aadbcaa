// What the builder's tests here share: an illustration, and text measured with the bundled Inter
// as the browser measures it (createCanvasTextMeasure over node-canvas).
import { createCanvas } from 'canvas';
import { createCanvasTextMeasure, type TextMeasure } from '@figura/sdk-core/builder';
import { registerFontsOnce } from '../renderer.ts';

export const DRAWING = {
  id: 'lab/cell',
  title: 'Cell',
  licence: { spdx: 'MIT', url: 'https://opensource.org/licenses/MIT' },
  author: { name: 'Lab' },
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#17bebb"/></svg>',
};

export function measuredInter(): TextMeasure {
  return measuredFace('Inter');
}

const faces = new Map<string, TextMeasure>();
/** Text measured with one of the bundled faces (Arimo for a journal that names Arial). */
export function measuredFace(family: string): TextMeasure {
  registerFontsOnce();
  let measure = faces.get(family);
  if (!measure) {
    measure = createCanvasTextMeasure(createCanvas(1, 1).getContext('2d') as never, family);
    faces.set(family, measure);
  }
  return measure;
}

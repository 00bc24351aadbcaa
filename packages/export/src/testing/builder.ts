// What the builder's tests here share: an illustration, and text measured with the bundled Inter
// as the browser measures it (createCanvasTextMeasure over node-canvas).
import type { TextMeasure } from '@figura/sdk-core/builder';
import { measuredFace } from '../renderer.ts';

export { measuredFace };

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

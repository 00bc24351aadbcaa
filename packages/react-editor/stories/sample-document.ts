import { parseSlideDocument, type SlideDocument } from '@figura/sdk-core/schema';

const CELL_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><path fill="currentColor" d="M24 6a18 18 0 1 0 0 36a18 18 0 0 0 0-36m0 10a8 8 0 1 1 0 16a8 8 0 0 1 0-16"/></svg>';

/** A small graphical abstract with one element of every type. */
export const sampleDocument: SlideDocument = parseSlideDocument({
  schemaVersion: 4,
  width: 1200,
  height: 600,
  background: '#ffffff',
  elements: [
    {
      id: 'title',
      type: 'textbox',
      left: 100,
      top: 40,
      width: 1000,
      height: 56,
      text: 'Graphical abstract',
      fontSize: 48,
      fontWeight: 'bold',
      textAlign: 'center',
    },
    {
      id: 'box',
      type: 'rect',
      left: 120,
      top: 200,
      width: 260,
      height: 180,
      rx: 16,
      ry: 16,
      fill: '#8DADCB',
    },
    {
      id: 'cell',
      type: 'circle',
      left: 820,
      top: 190,
      width: 220,
      height: 220,
      fill: '#8FD6F0',
      stroke: '#1f2933',
      strokeWidth: 3,
    },
    { id: 'arrow', type: 'arrow', x1: 420, y1: 290, x2: 780, y2: 290, strokeWidth: 6 },
    {
      id: 'line',
      type: 'line',
      x1: 120,
      y1: 470,
      x2: 1080,
      y2: 470,
      strokeWidth: 2,
      stroke: '#52606d',
    },
    {
      id: 'icon',
      type: 'icon',
      left: 560,
      top: 380,
      width: 80,
      height: 80,
      iconSet: 'healthicons',
      iconName: 'cell',
      svg: CELL_ICON,
      fill: '#0b5cad',
    },
  ],
});

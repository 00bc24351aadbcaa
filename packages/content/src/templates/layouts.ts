// The built-in templates' layouts: pure functions from a theme and its illustrations to a slide
// document (graphical abstracts, a 16:9 slide, a poster, an infographic), at the sizes of spec §3.
import {
  CURRENT_SCHEMA_VERSION,
  DEFAULT_CANVAS_SIZE,
  type CreationType,
  type LibraryItem,
} from '@figura/sdk-core/schema';
import type { TemplateTheme } from './themes.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TemplateLayout {
  id: string;
  title: string;
  type: CreationType;
  /** How many illustrations it places. */
  illustrations: number;
  document(theme: TemplateTheme, items: readonly LibraryItem[]): Record<string, unknown>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** The item fitted into `box` at its own aspect, centred, credited as the library credits it. */
function illustration(item: LibraryItem, box: Box) {
  const scale = Math.min(box.width / item.width, box.height / item.height);
  const width = Math.round(item.width * scale);
  const height = Math.round(item.height * scale);
  return {
    type: 'illustration',
    id: nextId('illustration'),
    name: item.title.slice(0, 200),
    alt: item.title.slice(0, 200),
    assetId: item.id,
    svg: item.svg,
    licence: item.licence,
    author: item.author,
    source: item.source,
    left: Math.round(box.left + (box.width - width) / 2),
    top: Math.round(box.top + (box.height - height) / 2),
    width,
    height,
  };
}

function text(value: string, box: Box, fontSize: number, extra: Record<string, unknown> = {}) {
  return { type: 'textbox', id: nextId('text'), text: value, fontSize, ...box, ...extra };
}

function panel(box: Box, fill: string) {
  return { type: 'rect', id: nextId('panel'), ...box, fill, rx: 16, ry: 16 };
}

function circle(box: Box, fill: string) {
  return { type: 'circle', id: nextId('circle'), ...box, fill };
}

function arrow(x1: number, y1: number, x2: number, y2: number, stroke: string) {
  return { type: 'arrow', id: nextId('arrow'), x1, y1, x2, y2, stroke, strokeWidth: 6 };
}

function page(type: CreationType, elements: unknown[]) {
  const { width, height } = DEFAULT_CANVAS_SIZE[type];
  return { schemaVersion: CURRENT_SCHEMA_VERSION, width, height, background: '#ffffff', elements };
}

export const TEMPLATE_LAYOUTS: readonly TemplateLayout[] = [
  {
    id: 'abstract-flow',
    title: 'Graphical abstract: three steps',
    type: 'abstract',
    illustrations: 3,
    document(theme, items) {
      const steps = [0, 1, 2].map((i) => ({
        left: 60 + i * 380,
        top: 150,
        width: 320,
        height: 330,
      }));
      return page('abstract', [
        text(theme.title, { left: 60, top: 30, width: 1080, height: 60 }, 44, {
          fontWeight: 'bold',
          fill: theme.primary,
        }),
        ...steps.map((box) => panel(box, theme.secondary)),
        ...steps.map((box, i) =>
          illustration(items[i]!, {
            ...box,
            left: box.left + 30,
            top: box.top + 20,
            width: 260,
            height: 230,
          }),
        ),
        ...steps.map((box, i) =>
          text(
            theme.steps[i]!,
            { left: box.left, top: box.top + 262, width: box.width, height: 50 },
            26,
            {
              textAlign: 'center',
            },
          ),
        ),
        arrow(390, 315, 430, 315, theme.primary),
        arrow(770, 315, 810, 315, theme.primary),
      ]);
    },
  },
  {
    id: 'abstract-hub',
    title: 'Graphical abstract: one finding, three links',
    type: 'abstract',
    illustrations: 4,
    document(theme, items) {
      const hub = { left: 450, top: 150, width: 300, height: 300 };
      const spokes = [
        { left: 60, top: 130, width: 260, height: 200 },
        { left: 880, top: 130, width: 260, height: 200 },
        { left: 470, top: 470, width: 260, height: 110 },
      ];
      return page('abstract', [
        text(theme.title, { left: 60, top: 30, width: 1080, height: 60 }, 44, {
          fontWeight: 'bold',
          textAlign: 'center',
          fill: theme.primary,
        }),
        panel(hub, theme.secondary),
        illustration(items[0]!, { left: 480, top: 180, width: 240, height: 240 }),
        ...spokes.map((box, i) => illustration(items[i + 1]!, box)),
        arrow(330, 240, 440, 280, theme.primary),
        arrow(870, 240, 760, 280, theme.primary),
        arrow(600, 460, 600, 470, theme.primary),
      ]);
    },
  },
  {
    id: 'slide-two-figures',
    title: '16:9 slide: title, two figures, three points',
    type: 'slide',
    illustrations: 2,
    document(theme, items) {
      return page('slide', [
        panel({ left: 0, top: 0, width: 1920, height: 180 }, theme.primary),
        text(theme.title, { left: 80, top: 50, width: 1760, height: 90 }, 64, {
          fontWeight: 'bold',
          fill: '#ffffff',
        }),
        illustration(items[0]!, { left: 100, top: 260, width: 700, height: 560 }),
        illustration(items[1]!, { left: 900, top: 260, width: 500, height: 400 }),
        text(
          `• ${theme.steps.slice(0, 3).join('\n• ')}`,
          { left: 1450, top: 300, width: 420, height: 400 },
          40,
          { lineHeight: 1.5 },
        ),
        text('Source: your lab, year', { left: 100, top: 960, width: 900, height: 50 }, 28, {
          fill: '#52606d',
        }),
      ]);
    },
  },
  {
    id: 'poster-three-columns',
    title: 'Poster: three columns',
    type: 'poster',
    illustrations: 4,
    document(theme, items) {
      const columns = [0, 1, 2].map((i) => ({
        left: 60 + i * 560,
        top: 420,
        width: 528,
        height: 1900,
      }));
      const headings = ['Background', 'Methods', 'Results'];
      return page('poster', [
        panel({ left: 0, top: 0, width: 1768, height: 360 }, theme.primary),
        text(theme.title, { left: 80, top: 90, width: 1600, height: 120 }, 88, {
          fontWeight: 'bold',
          fill: '#ffffff',
        }),
        text(theme.subtitle, { left: 80, top: 230, width: 1600, height: 70 }, 48, {
          fill: '#ffffff',
        }),
        ...columns.map((box) => panel(box, theme.secondary)),
        ...columns.map((box, i) =>
          text(
            headings[i]!,
            { left: box.left + 30, top: box.top + 30, width: box.width - 60, height: 70 },
            56,
            {
              fontWeight: 'bold',
              fill: theme.primary,
            },
          ),
        ),
        ...columns.map((box, i) =>
          illustration(items[i]!, {
            left: box.left + 40,
            top: box.top + 140,
            width: box.width - 80,
            height: 520,
          }),
        ),
        illustration(items[3]!, { left: 660, top: 1400, width: 448, height: 520 }),
        text(
          'Authors · Affiliations · Contact',
          { left: 80, top: 2380, width: 1600, height: 60 },
          40,
        ),
      ]);
    },
  },
  {
    id: 'infographic-steps',
    title: 'Infographic: four steps, top to bottom',
    type: 'infographic',
    illustrations: 4,
    document(theme, items) {
      const rows = [0, 1, 2, 3].map((i) => ({
        left: 60,
        top: 440 + i * 340,
        width: 960,
        height: 300,
      }));
      return page('infographic', [
        panel({ left: 0, top: 0, width: 1080, height: 380 }, theme.primary),
        text(theme.title, { left: 60, top: 80, width: 960, height: 160 }, 64, {
          fontWeight: 'bold',
          fill: '#ffffff',
        }),
        text(theme.subtitle, { left: 60, top: 270, width: 960, height: 60 }, 40, {
          fill: '#ffffff',
        }),
        ...rows.map((box) => panel(box, theme.secondary)),
        ...rows.map((box) =>
          circle(
            { left: box.left + 30, top: box.top + 100, width: 100, height: 100 },
            theme.primary,
          ),
        ),
        ...rows.map((box, i) =>
          text(
            String(i + 1),
            { left: box.left + 30, top: box.top + 122, width: 100, height: 56 },
            48,
            {
              fontWeight: 'bold',
              textAlign: 'center',
              fill: '#ffffff',
            },
          ),
        ),
        ...rows.map((box, i) =>
          illustration(items[i]!, {
            left: box.left + 170,
            top: box.top + 25,
            width: 280,
            height: 250,
          }),
        ),
        ...rows.map((box, i) =>
          text(
            theme.steps[i]!,
            { left: box.left + 490, top: box.top + 110, width: 440, height: 80 },
            44,
            {
              fontWeight: 'bold',
              fill: theme.primary,
            },
          ),
        ),
        text('Source: your study, year', { left: 60, top: 1820, width: 960, height: 50 }, 28, {
          fill: '#52606d',
        }),
      ]);
    },
  },
];

import { readFileSync } from 'node:fs';
import { parseSlideDocument, type FiguraElementInput } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { exportBudgetProblem, measureSlide } from './budget.ts';
import { EXPORT_BUDGET } from './limits.ts';

const box = { left: 0, top: 0, width: 100, height: 100 };
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;
const paths = (count: number) =>
  svg(Array.from({ length: count }, (_, i) => `<path d="M${i} 0h1v1h-1z"/>`).join(''));

function slide(elements: FiguraElementInput[]) {
  return parseSlideDocument({ schemaVersion: 1, width: 400, height: 300, elements });
}

describe('measureSlide', () => {
  it('counts every SVG the slide draws, inside groups; SVG drawn as images by size only', () => {
    const upload = `data:image/svg+xml;base64,${btoa(paths(2))}`;
    const counts = measureSlide(
      slide([
        { type: 'svg_part', id: 'a', ...box, svg: paths(3) },
        {
          type: 'group',
          id: 'g',
          ...box,
          elements: [
            { type: 'icon', id: 'i', ...box, iconSet: 'healthicons', iconName: 'x', svg: paths(1) },
            {
              type: 'upload',
              id: 'u',
              ...box,
              src: upload,
              naturalWidth: 10,
              naturalHeight: 10,
            },
          ],
        },
        { type: 'svg_part', id: 'hidden', ...box, svg: paths(50), hidden: true },
      ]),
    );
    expect(counts.elements).toBe(4);
    // The part's and the icon's paths: fabric parses them into objects.
    expect(counts.svgPaths).toBe(4);
    // Each SVG root, and its paths.
    expect(counts.svgElements).toBe(6);
    // A unit square is 6 numbers (M x y h v h): 3 points per path.
    expect(counts.pathPoints).toBe(12);
    expect(counts.svgCharacters).toBe(paths(3).length + paths(1).length);
    // The uploaded SVG is drawn as an image (librsvg): only its size counts.
    expect(counts.imageSvgCharacters).toBe(paths(2).length);
  });

  it('counts a molecule as SVG drawn as an image (by size), like an illustration', () => {
    const drawing = svg('<text x="1" y="5">O</text><line x1="0" y1="0" x2="5" y2="5"/>');
    const counts = measureSlide(
      slide([{ type: 'molecule', id: 'm', ...box, smiles: 'O', svg: drawing }]),
    );
    expect(counts.imageSvgCharacters).toBe(drawing.length);
    expect([counts.svgCharacters, counts.svgTexts, counts.svgElements]).toEqual([0, 0, 0]);
  });

  it('counts path, polygon and line points, SVG texts and text characters', () => {
    const counts = measureSlide(
      slide([
        { type: 'path', id: 'p', ...box, d: 'M0 0 L10 10 C1 2 3 4 5 6Z' },
        {
          type: 'polygon',
          id: 'q',
          ...box,
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
            { x: 1, y: 1 },
          ],
        },
        { type: 'textbox', id: 't', ...box, text: 'Hello' },
        {
          type: 'svg_part',
          id: 's',
          ...box,
          svg: svg(
            '<text x="1" y="1">a<tspan>b</tspan></text>' +
              '<g xmlns:svg="http://www.w3.org/2000/svg"><svg:path d="M0 0"/></g>',
          ),
        },
      ]),
    );
    expect(counts.pathPoints).toBe(5 + 3 + 1);
    expect(counts.textCharacters).toBe(5);
    expect(counts.svgTexts).toBe(2);
    // A namespace prefix does not hide a path.
    expect(counts.svgPaths).toBe(1);
  });
});

describe('exportBudgetProblem', () => {
  it('accepts a slide within every limit', () => {
    expect(
      exportBudgetProblem(slide([{ type: 'svg_part', id: 'a', ...box, svg: paths(100) }])),
    ).toBe(null);
  });

  it('names each count over its limit, with the limit', () => {
    const over = EXPORT_BUDGET.svgPaths + 1;
    const message = exportBudgetProblem(
      slide([{ type: 'svg_part', id: 'a', ...box, svg: paths(over) }]),
    );
    expect(message).toContain(
      `This slide has ${over.toLocaleString('en-US')} SVG paths; exports allow at most ${EXPORT_BUDGET.svgPaths.toLocaleString('en-US')}.`,
    );
    expect(message).not.toMatch(/characters of SVG/);
  });
});

describe('docs/exports.md', () => {
  it('lists the export budget as exports/limits.ts sets it, in the same order', () => {
    const readme = readFileSync(new URL('../../../../docs/exports.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('| per slide'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    const limits = rows.map((row) => Number(row.split('|')[2]!.trim().replaceAll(',', '')));
    expect(limits).toEqual(Object.values(EXPORT_BUDGET));
  });
});

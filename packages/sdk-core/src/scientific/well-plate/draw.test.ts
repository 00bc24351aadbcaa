import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { drawContext, parsedValue, t, textContents as texts } from '../testing';
import { COLOUR_MAPS, scaleColour } from './colour-maps';
import { describeWellPlate } from './describe';
import { drawWellPlate } from './draw';
import { plateGeometry } from './geometry';
import { parseWellPlate, type PlateData } from './parse';
import { sample } from './sample';
import { wellPlateKind } from '.';

const options = (
  changes: Partial<ReturnType<typeof defaultScientificOptions<'well_plate'>>> = {},
) => ({
  ...defaultScientificOptions('well_plate'),
  ...changes,
});

const read = (source: string, changes = {}): PlateData =>
  parsedValue(parseWellPlate(source, options(changes)));

/** Every <circle> of the drawing: centre, radius and fill. */
const circles = (svg: string) =>
  [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)" fill="([^"]+)"/g)].map(
    (match) => ({
      cx: Number(match[1]),
      cy: Number(match[2]),
      r: Number(match[3]),
      fill: match[4],
    }),
  );

describe('colour maps', () => {
  it('runs from the first stop at the minimum to the last at the maximum', () => {
    for (const scale of ['viridis', 'blues', 'magma', 'greys'] as const) {
      expect(scaleColour(scale, 0)).toBe(COLOUR_MAPS[scale][0]);
      expect(scaleColour(scale, 1)).toBe(COLOUR_MAPS[scale].at(-1));
    }
    expect(scaleColour('greys', 0.5)).toBe('#969696');
  });
});

describe('drawing a plate', () => {
  const context = drawContext(480, 320);

  it('colours the lowest and highest readings at the ends of the scale', () => {
    const data = read('A1,0.2\nB3,1.4\nC5,0.8\n');
    const svg = drawWellPlate(data, options(), context);
    const { originX, originY, pitch } = plateGeometry(data, options(), context);
    const at = (row: number, column: number) =>
      circles(svg).find(
        (circle) =>
          Math.abs(circle.cx - (originX + column * pitch)) < 0.01 &&
          Math.abs(circle.cy - (originY + row * pitch)) < 0.01,
      );
    expect(at(0, 0)?.fill).toBe('#440154');
    expect(at(1, 2)?.fill).toBe('#fde725');
    expect(at(2, 4)?.fill).toBe(scaleColour('viridis', 0.5));
    expect(at(7, 11)?.fill).toBe('#ffffff');
  });

  it('draws every well of the plate, in rows and columns a pitch apart, inside the box', () => {
    const data = read(sample);
    const svg = drawWellPlate(data, options(), context);
    const { pitch, radius } = plateGeometry(data, options(), context);
    const wells = circles(svg).filter((circle) => Math.abs(circle.r - radius) < 0.01);
    expect(wells).toHaveLength(96);
    expect(wells[1]!.cx - wells[0]!.cx).toBeCloseTo(pitch, 1);
    expect(wells[12]!.cy - wells[0]!.cy).toBeCloseTo(pitch, 1);
    for (const well of wells) {
      expect(well.cx - well.r).toBeGreaterThanOrEqual(0);
      expect(well.cx + well.r).toBeLessThanOrEqual(480);
      expect(well.cy + well.r).toBeLessThanOrEqual(320);
    }
    expect(svg).toMatch(/^<svg[^>]* width="480" height="320" viewBox="0 0 480 320">/);
    const words = texts(svg);
    expect(words).toEqual(expect.arrayContaining(['A', 'H', '1', '12', '2.33', '0.052']));
  });

  it('colours marks from the palette and lists them in the legend', () => {
    const data = read('A1,control\nA2,treated\nA3,control\n');
    const svg = drawWellPlate(data, options(), context);
    const fills = circles(svg).map((circle) => circle.fill);
    expect(fills.slice(0, 3)).toEqual([context.colour(0), context.colour(1), context.colour(0)]);
    expect(texts(svg)).toEqual(expect.arrayContaining(['control', 'treated']));
  });

  it('leaves labels and legend out when they are off, and draws 384 wells as squares', () => {
    const data = read('P24,1\nA1,2\n', { wells: '384' });
    const svg = drawWellPlate(
      data,
      options({ wells: '384', labels: false, legend: false }),
      context,
    );
    expect(texts(svg)).toEqual([]);
    expect(svg.match(/<rect [^>]*rx=/g)?.length).toBe(384 + 1);
  });

  it('stays flat and safe for the sanitiser', () => {
    const svg = drawWellPlate(read(sample), options(), context);
    expect(svg).not.toMatch(
      /<(script|style|use|foreignObject|linearGradient|image)|url\(|\bon\w+=|\bid=/,
    );
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  // How fast: bench/scientific-figures.mjs's `scientific object draw p95` (its budget is there).
  it('parses and draws the sample', () => {
    const parsed = wellPlateKind.parse(wellPlateKind.sample, options());
    if (!parsed.ok) throw new Error('the sample does not parse');
    expect(wellPlateKind.draw(parsed.value, options(), context)).toContain('<svg');
  });
});

describe('describing a plate', () => {
  it('says how full it is, the span of its numbers and its marks', () => {
    expect(describeWellPlate(read(sample), options(), t)).toBe(
      'A 96-well plate with 94 of its 96 wells filled. Values run from 0.052 in H2 to 2.33 in E5.',
    );
    expect(describeWellPlate(read('A1,ctrl\nB1,ctrl\nC1,drug\n'), options(), t)).toBe(
      'A 96-well plate with 3 of its 96 wells filled. Wells marked: ctrl (2), drug (1).',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { drawContext, parsedValue, t, textContents as texts } from '../testing';
import { describeGel } from './describe';
import { drawGel } from './draw';
import { gelGeometry } from './geometry';
import { lanesToDraw } from './calibration';
import { parseGel, type GelData } from './parse';
import { sample } from './sample';
import { gelKind } from '.';

const context = drawContext(360, 320);
type GelOptions = ReturnType<typeof defaultScientificOptions<'gel'>>;
const options = (changes: Partial<GelOptions> = {}): GelOptions => ({
  ...defaultScientificOptions('gel'),
  ...changes,
});
const read = (source: string): GelData => parsedValue(parseGel(source, options()));

/** The bands: rects with an opacity, as centre x and centre y. */
const bands = (svg: string) =>
  [
    ...svg.matchAll(
      /<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" rx="[\d.]+" fill="[^"]+" opacity=/g,
    ),
  ].map((m) => ({
    x: Number(m[1]) + Number(m[3]) / 2,
    y: Number(m[2]) + Number(m[4]) / 2,
  }));

describe('drawing a gel', () => {
  const data = read(sample);
  const svg = drawGel(data, options(), context);
  const geometry = gelGeometry(data.lanes, options(), context);

  it('places each band by the log of its size, calibrated on the ladder', () => {
    const { runTop, runBottom } = geometry;
    // The sample's ladder runs from 1517 bp (top of the run) to 100 bp (bottom).
    const expected = (size: number) =>
      runTop +
      ((Math.log(1517) - Math.log(size)) / (Math.log(1517) - Math.log(100))) * (runBottom - runTop);
    const drawn = bands(svg);
    const sizes = data.lanes.flatMap((lane) => lane.bands.map((band) => band.size));
    expect(drawn).toHaveLength(sizes.length);
    sizes.forEach((size, index) => expect(drawn[index]!.y).toBeCloseTo(expected(size), 1));
    // Larger sizes run less far: within the ladder, y grows as size falls.
    const ladder = drawn.slice(0, 12).map((band) => band.y);
    expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
    expect(drawn[0]!.y).toBeCloseTo(runTop, 1);
    expect(drawn[11]!.y).toBeCloseTo(runBottom, 1);
  });

  it('draws lanes left to right in the order of the data, labelled above', () => {
    const drawn = bands(svg);
    const [wt, hetHigh, hetLow, ko] = drawn.slice(12);
    expect(drawn[0]!.x).toBeLessThan(wt!.x);
    expect(wt!.x).toBeLessThan(hetHigh!.x);
    expect(hetHigh!.x).toBeCloseTo(hetLow!.x, 5);
    expect(hetLow!.x).toBeLessThan(ko!.x);
    expect(hetHigh!.y).toBeCloseTo(wt!.y, 5);
    expect(hetLow!.y).toBeCloseTo(ko!.y, 5);
    expect(texts(svg).slice(0, 5)).toEqual(['Ladder', 'WT', 'Het', 'KO', 'Water']);
  });

  it('writes the ladder’s sizes beside it, leaving out those that would collide', () => {
    const labels = texts(svg).slice(5);
    expect(labels).toEqual(expect.arrayContaining(['1517 bp', '1000 bp', '500 bp', '100 bp']));
    expect(labels.every((label) => /^\d+ bp$/.test(label!))).toBe(true);
    const ys = [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*text-anchor="end"/g)].map((m) =>
      Number(m[1]),
    );
    ys.slice(1).forEach((y, index) =>
      expect(y - ys[index]!).toBeGreaterThanOrEqual(12 * 1.05 - 0.02),
    );
  });

  it('adds a default ladder when the data has none, unless the ladder is off', () => {
    const bare = read('WT,520\nKO,390\n');
    const withLadder = drawGel(bare, options(), context);
    expect(texts(withLadder).slice(0, 3)).toEqual(['Ladder', 'WT', 'KO']);
    expect(texts(withLadder)).toEqual(expect.arrayContaining(['5000 bp', '100 bp']));
    const western = drawGel(bare, options({ kind: 'western' }), context);
    expect(texts(western)).toEqual(expect.arrayContaining(['250 kDa', '10 kDa']));
    const without = drawGel(bare, options({ ladder: false, labels: false }), context);
    expect(texts(without)).toEqual([]);
    expect(bands(without)).toHaveLength(2);
    expect(lanesToDraw(bare, options({ ladder: false }), 'Ladder')).toHaveLength(2);
  });

  it('looks like a gel: dark with light bands, or a pale blot with dark bands', () => {
    expect(svg).toContain('fill="#1f252c"');
    expect(svg).toContain('fill="#f5f7fa" opacity="0.85"');
    const blot = drawGel(data, options({ kind: 'western' }), context);
    expect(blot).toContain('fill="#eef1f4"');
    expect(blot).toContain('fill="#1f2933" opacity="0.85"');
  });

  it('stays inside its box, slanting long lane names, flat and safe for the sanitiser', () => {
    const long = read('Ladder,1000\nLadder,100\nMouse 1043 (female),520\nMouse 1044 (male),390\n');
    const drawn = drawGel(long, options(), { ...context, width: 240 });
    expect(drawn).toContain('transform="rotate(-45');
    for (const m of drawn.matchAll(/ x="([\d.-]+)"/g)) {
      expect(Number(m[1])).toBeGreaterThanOrEqual(0);
      expect(Number(m[1])).toBeLessThanOrEqual(240);
    }
    for (const m of drawn.matchAll(/ y="([\d.-]+)"/g)) {
      expect(Number(m[1])).toBeGreaterThanOrEqual(0);
      expect(Number(m[1])).toBeLessThanOrEqual(320);
    }
    expect(svg).not.toMatch(
      /<(script|style|use|foreignObject|linearGradient|image)|url\(|\bon\w+=|\bid=/,
    );
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  // How fast: bench/scientific-figures.mjs's `scientific object draw p95` (its budget is there).
  it('parses and draws the sample', () => {
    const parsed = gelKind.parse(gelKind.sample, options());
    if (!parsed.ok) throw new Error('the sample does not parse');
    expect(gelKind.draw(parsed.value, options(), context)).toContain('<svg');
  });
});

describe('describing a gel', () => {
  it('names each lane’s bands', () => {
    expect(describeGel(read(sample), options(), t)).toBe(
      'An agarose gel with 5 lanes. Ladder: size ladder, 1517 to 100 bp. WT: 520 bp. ' +
        'Het: 520, 390 bp. KO: 390 bp. Water: no bands.',
    );
    expect(describeGel(read('A,50\n'), options({ kind: 'western' }), t)).toBe(
      'A western blot with 1 lane. A: 50 kDa.',
    );
  });
});

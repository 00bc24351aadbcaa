import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { parsedValue, parseProblem, readFixture } from '../testing';
import { isLadderName, MOST_GEL_ROWS, parseGel } from './parse';
import { sample } from './sample';

const fixture = (name: string) => readFixture(import.meta.url, name);
const options = defaultScientificOptions('gel');

const parsed = (source: string) => parsedValue(parseGel(source, options));
const problemOf = (source: string) => parseProblem(parseGel(source, options));

describe('reading a gel', () => {
  it('reads the sample: lanes in order, the ladder found, a lane without bands', () => {
    const gel = parsed(sample);
    expect(gel.lanes.map((lane) => lane.name)).toEqual(['Ladder', 'WT', 'Het', 'KO', 'Water']);
    expect(gel.lanes.map((lane) => lane.ladder)).toEqual([true, false, false, false, false]);
    expect(gel.lanes[0]!.bands).toHaveLength(12);
    expect(gel.lanes[2]!.bands).toEqual([
      { size: 520, intensity: 0.6 },
      { size: 390, intensity: 0.7 },
    ]);
    expect(gel.lanes[4]!.bands).toEqual([]);
  });

  it('keeps lanes in the order they first appear, with named columns, units and CRLF', () => {
    const gel = parsed(fixture('interleaved.csv'));
    expect(gel.lanes.map((lane) => lane.name)).toEqual(['WT', 'KO', 'M', 'NTC']);
    expect(gel.lanes[0]!.bands).toEqual([
      { size: 520, intensity: 1 },
      { size: 1500, intensity: 0.2 },
    ]);
    expect(gel.lanes[2]!.ladder).toBe(true);
  });

  it('reads a tab-separated western under a comment holding commas', () => {
    const gel = parsed(fixture('western.tsv'));
    expect(gel.lanes.map((lane) => lane.name)).toEqual(['Marker', 'Control', 'Nutlin-3a']);
    expect(gel.lanes[1]!.bands).toEqual([
      { size: 53, intensity: 0.35 },
      { size: 36, intensity: 0.9 },
    ]);
  });

  it('knows a ladder by its usual names', () => {
    for (const name of ['Ladder', 'L', 'm', 'Marker', 'MW', '1 kb Plus ladder', 'Size marker'])
      expect(isLadderName(name)).toBe(true);
    for (const name of ['WT', 'KO', 'Lane 1', 'Mouse 3', 'Molly'])
      expect(isLadderName(name)).toBe(false);
  });
});

describe('bad gels', () => {
  it('names a size that is not a number', () => {
    expect(problemOf(fixture('bad-size.csv'))).toEqual({
      line: 4,
      key: 'errors.number',
      values: { field: 'size', found: 'seven hundred' },
    });
    expect(problemOf('lane,size (bp)\nA,twenty\n')).toEqual({
      line: 2,
      key: 'errors.number',
      values: { field: 'size (bp)', found: 'twenty' },
    });
    expect(problemOf('A,-20\n')).toEqual({
      line: 1,
      key: 'gel.errors.size',
      values: { found: '-20' },
    });
    expect(problemOf('A,0\n')).toEqual({ line: 1, key: 'gel.errors.size', values: { found: '0' } });
  });

  it('names an intensity outside 0 to 1, or not a number', () => {
    expect(problemOf(fixture('bad-intensity.csv'))).toEqual({
      line: 3,
      key: 'gel.errors.intensity',
      values: { found: '1.5' },
    });
    expect(problemOf('# note\nL,100,strong\n')).toEqual({
      line: 2,
      key: 'errors.number',
      values: { field: 'intensity', found: 'strong' },
    });
  });

  it('names a band without a lane, a header without sizes, and nothing at all', () => {
    expect(problemOf('lane,size\nL,100\n,200\n')).toEqual({ line: 3, key: 'gel.errors.lane' });
    expect(problemOf('\n# gel\nlane,colour\nL,red\n')).toEqual({
      line: 3,
      key: 'errors.header',
      values: { columns: 'lane, size, intensity' },
    });
    expect(problemOf('  \n# nothing\n')).toEqual({ line: 0, key: 'errors.empty' });
  });

  it('refuses more bands than any gel holds', () => {
    const rows = Array.from({ length: MOST_GEL_ROWS + 3 }, (_, i) => `A,${i + 1}`);
    expect(problemOf(['lane,size', ...rows].join('\n'))).toEqual({
      line: MOST_GEL_ROWS + 2,
      key: 'gel.errors.tooMany',
      values: { most: MOST_GEL_ROWS },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { parsedValue, parseProblem, readFixture } from '../testing';
import { plateLayout, readWellName } from './layout';
import { MOST_PLATE_LINES, parseWellPlate } from './parse';
import { sample } from './sample';

const fixture = (name: string) => readFixture(import.meta.url, name);
const options = (wells: '6' | '12' | '24' | '48' | '96' | '384' = '96') => ({
  ...defaultScientificOptions('well_plate'),
  wells,
});

const parsed = (source: string, wells?: Parameters<typeof options>[0]) =>
  parsedValue(parseWellPlate(source, options(wells)));
const problemOf = (source: string, wells?: Parameters<typeof options>[0]) =>
  parseProblem(parseWellPlate(source, options(wells)));

describe('plate layouts', () => {
  it('has the standard rows and columns', () => {
    expect(plateLayout('6')).toEqual({ rows: 2, columns: 3 });
    expect(plateLayout('12')).toEqual({ rows: 3, columns: 4 });
    expect(plateLayout('24')).toEqual({ rows: 4, columns: 6 });
    expect(plateLayout('48')).toEqual({ rows: 6, columns: 8 });
    expect(plateLayout('96')).toEqual({ rows: 8, columns: 12 });
    expect(plateLayout('384')).toEqual({ rows: 16, columns: 24 });
  });

  it('reads well names in any case, zero-padded or not', () => {
    expect(readWellName('A1')).toEqual({ row: 0, column: 0 });
    expect(readWellName('h12')).toEqual({ row: 7, column: 11 });
    expect(readWellName('B03')).toEqual({ row: 1, column: 2 });
    expect(readWellName('P24')).toEqual({ row: 15, column: 23 });
    expect(readWellName('A0')).toBeNull();
    expect(readWellName('well')).toBeNull();
    expect(readWellName('A')).toBeNull();
  });
});

describe('a list of wells', () => {
  it('reads a header, Windows line ends, comments and blank values', () => {
    const plate = parsed(fixture('list-crlf.csv'));
    expect(plate.filled.map((well) => [well.name, well.value])).toEqual([
      ['A1', 0.531],
      ['A2', 0.612],
      ['B1', 1.204],
      ['H12', 0.048],
    ]);
    expect(plate.range).toEqual({ min: 0.048, max: 1.204 });
    expect(plate.marks).toEqual([]);
  });

  it('reads words as marks, once each whatever their case, and decimal commas after ;', () => {
    const plate = parsed(fixture('marks-semicolon.csv'));
    expect(plate.marks).toEqual(['control', 'treated', 'blank']);
    expect(plate.filled.map((well) => [well.name, well.mark, well.value])).toEqual([
      ['A1', 0, null],
      ['A2', 0, null],
      ['A3', 1, null],
      ['B1', null, 0.75],
      ['B2', 2, null],
    ]);
  });

  it('reads a list without a header', () => {
    expect(parsed('A1,1\nB2,2\n').filled.map((well) => well.name)).toEqual(['A1', 'B2']);
  });
});

describe('a plate-reader grid', () => {
  it('reads a corner, a column header and row letters (tabs)', () => {
    const plate = parsed(fixture('reader-grid.tsv'), '24');
    expect(plate.filled).toHaveLength(22);
    expect(plate.filled[0]).toMatchObject({ name: 'A1', value: 1520 });
    expect(plate.filled.find((well) => well.name === 'B5')).toMatchObject({ value: 2210 });
    expect(plate.filled.some((well) => well.name === 'B3')).toBe(false);
    expect(plate.marks).toEqual(['OVRFLW']);
    expect(plate.range).toEqual({ min: 118, max: 2305 });
  });

  it('reads bare rows of numbers, split by spaces', () => {
    const plate = parsed(fixture('bare-grid.txt'), '6');
    expect(plate.filled.map((well) => `${well.name}=${well.value}`)).toEqual([
      'A1=0.12',
      'A2=0.15',
      'A3=0.11',
      'B1=0.98',
      'B2=1.02',
      'B3=0.95',
    ]);
  });

  it('reads a "1,2,…" header without a corner, and rows without letters', () => {
    const plate = parsed('1,2,3\n5,6,7\n8,,9\n', '6');
    expect(plate.filled.map((well) => well.name)).toEqual(['A1', 'A2', 'A3', 'B1', 'B3']);
  });

  it('reads the sample: 96 wells, two left empty', () => {
    const plate = parsed(sample);
    expect(plate.filled).toHaveLength(94);
    expect(plate.filled.find((well) => well.name === 'A1')?.value).toBe(2.301);
    expect(plate.range).toEqual({ min: 0.052, max: 2.33 });
  });
});

describe('bad plates', () => {
  it('names a well that is not on the plate, with the plate’s size', () => {
    expect(problemOf('well,value\nA1,1\nH13,2\n')).toEqual({
      line: 3,
      key: 'well_plate.errors.outside',
      values: { well: 'H13', plate: '96', lastRow: 'H', columns: 12 },
    });
    expect(problemOf('A1,1\n\nI1,2\n')).toMatchObject({ line: 3, values: { well: 'I1' } });
    expect(problemOf('B4,1\n', '6')).toMatchObject({
      line: 1,
      values: { well: 'B4', plate: '6', lastRow: 'B', columns: 3 },
    });
  });

  it('names a cell that is not a well', () => {
    expect(problemOf('well,value\nA1,1\nAB,2\n')).toEqual({
      line: 3,
      key: 'well_plate.errors.well',
      values: { found: 'AB' },
    });
  });

  it('names a well given twice', () => {
    expect(problemOf('A1,1\na01,2\n')).toEqual({
      line: 2,
      key: 'well_plate.errors.duplicate',
      values: { well: 'A1', first: 1 },
    });
  });

  it('names grid rows and columns the plate lacks', () => {
    expect(problemOf(',1,2,3\nA,1,2,3\nC,1,2,3\n', '6')).toEqual({
      line: 3,
      key: 'well_plate.errors.row',
      values: { row: 'C', plate: '6', lastRow: 'B' },
    });
    expect(problemOf('1,2,3,4\n', '6')).toMatchObject({
      line: 1,
      key: 'well_plate.errors.tooManyColumns',
      values: { found: 4, columns: 3 },
    });
    expect(problemOf('0.1 0.2 0.3\n4 5 6\n7 8 9\n', '6')).toEqual({
      line: 3,
      key: 'well_plate.errors.tooManyRows',
      values: { found: 3, plate: '6', rows: 2, lastRow: 'B' },
    });
    expect(problemOf('A,1,2\n3,4,5\n', '6')).toMatchObject({
      line: 2,
      key: 'well_plate.errors.rowLetter',
    });
  });

  it('refuses nothing, and more lines than a plate could hold', () => {
    expect(problemOf('# only a comment\n\n')).toEqual({ line: 0, key: 'errors.empty' });
    const long = Array.from({ length: MOST_PLATE_LINES + 5 }, () => 'A1,1').join('\n');
    expect(problemOf(long)).toEqual({
      line: MOST_PLATE_LINES + 1,
      key: 'well_plate.errors.tooMany',
      values: { most: MOST_PLATE_LINES },
    });
  });
});

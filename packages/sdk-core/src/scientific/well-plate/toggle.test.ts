import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { parsedValue } from '../testing';
import { parseWellPlate } from './parse';
import { toggleWellMark } from './toggle';

const wells = (source: string) => {
  const { filled, marks } = parsedValue(
    parseWellPlate(source, defaultScientificOptions('well_plate')),
  );
  return filled.map((well) => `${well.name}=${well.mark === null ? well.value : marks[well.mark]}`);
};

describe('toggleWellMark', () => {
  it('adds a mark to a list and takes it away again', () => {
    const source = 'well,value\nA1,0.5\nB2,control\n';
    const marked = toggleWellMark(source, 'c3');
    expect(marked).toBe('well,value\nA1,0.5\nB2,control\nC3,x\n');
    expect(toggleWellMark(marked, 'C03')).toBe(source);
  });

  it('replaces a number or another word, and clears its own word whatever its case', () => {
    expect(toggleWellMark('A1,0.5\nB2,Control\n', 'A1', 'control')).toBe(
      'A1,control\nB2,Control\n',
    );
    expect(toggleWellMark('A1,0.5\nB2,Control\n', 'B2', 'control')).toBe('A1,0.5\n');
  });

  it('starts a list from nothing', () => {
    expect(toggleWellMark('', 'A1', 'blank')).toBe('well,value\nA1,blank\n');
    expect(wells(toggleWellMark('', 'A1', 'blank'))).toEqual(['A1=blank']);
  });

  it('rewrites a grid as a list, keeping every reading and the comments', () => {
    const grid = '# reader export\n,1,2\nA,0.1,0.2\nB,,0.4\n';
    const marked = toggleWellMark(grid, 'B1', 'empty');
    expect(marked).toBe('# reader export\nwell,value\nA1,0.1\nA2,0.2\nB2,0.4\nB1,empty\n');
    expect(wells(marked)).toEqual(['A1=0.1', 'A2=0.2', 'B2=0.4', 'B1=empty']);
    expect(wells(toggleWellMark(marked, 'B1', 'empty'))).toEqual(wells(grid));
  });

  it('keeps tabs and Windows line ends, and keeps the delimiter out of a mark', () => {
    expect(toggleWellMark('well\tvalue\r\nA1\t1\r\n', 'A2', 'a\tb')).toBe(
      'well\tvalue\r\nA1\t1\r\nA2\ta b\r\n',
    );
  });

  it('leaves the data alone when the well is not a well name', () => {
    expect(toggleWellMark('A1,1\n', 'nowhere')).toBe('A1,1\n');
  });
});

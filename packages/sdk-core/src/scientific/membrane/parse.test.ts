import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { problemMessage, readFixture, t } from '../testing';
import { describeMembrane } from './describe';
import { parseMembrane } from './parse';

const fixture = (name: string) => readFixture(import.meta.url, name);
const options = defaultScientificOptions('membrane');

describe('parseMembrane', () => {
  it('reads a tab-separated table with a capitalised header, comments and Windows line ends', () => {
    expect(parseMembrane(fixture('t-cell.tsv'))).toEqual({
      ok: true,
      value: {
        slots: [
          { position: 20, label: 'PD-1', width: 3 },
          { position: 50, label: 'TCR', width: 6 },
          { position: 80, label: 'CD28', width: 4 },
        ],
      },
    });
  });

  it('reads a table without a header, quoted labels and the default width', () => {
    const parsed = parseMembrane(fixture('no-header.csv'));
    expect(parsed.ok && parsed.value.slots).toEqual([
      { position: 12.5, label: 'GLUT1', width: 4 },
      { position: 62.5, label: 'Na+/K+ ATPase', width: 4 },
    ]);
  });

  it('reads columns in any order by their names', () => {
    const parsed = parseMembrane('label;width;position\nAQP1;4;30\n');
    expect(parsed.ok && parsed.value.slots).toEqual([{ position: 30, label: 'AQP1', width: 4 }]);
  });

  it('accepts no slots at all: a bare bilayer', () => {
    expect(parseMembrane('')).toEqual({ ok: true, value: { slots: [] } });
    expect(parseMembrane('# nothing yet\nposition,label\n')).toEqual({
      ok: true,
      value: { slots: [] },
    });
  });

  it('names the line of a position outside 0–100', () => {
    const parsed = parseMembrane(fixture('position-out-of-range.csv'));
    expect(parsed).toEqual({
      ok: false,
      problem: { line: 3, key: 'membrane.errors.position', values: { found: '120' } },
    });
    if (!parsed.ok)
      expect(problemMessage(parsed.problem)).toBe(
        'Line 3: expected a position from 0 to 100 (% along the membrane), found “120”.',
      );
  });

  it('names the line of a position that is not a number, or a bad width', () => {
    expect(parseMembrane('position,label\n\n10,A\nten,B')).toEqual({
      ok: false,
      problem: { line: 4, key: 'errors.number', values: { field: 'position', found: 'ten' } },
    });
    const width = parseMembrane('10,A,2.5');
    expect(width).toEqual({
      ok: false,
      problem: { line: 1, key: 'membrane.errors.width', values: { found: '2.5', most: 60 } },
    });
    if (!width.ok)
      expect(problemMessage(width.problem)).toBe(
        'Line 1: expected a width in lipids, a whole number from 1 to 60, found “2.5”.',
      );
  });

  it('asks for a position column when the header has none', () => {
    expect(parseMembrane('# slots\nname,size\nTCR,6')).toEqual({
      ok: false,
      problem: { line: 2, key: 'errors.header', values: { columns: 'position, label, width' } },
    });
  });

  it('refuses more than 100 slots on the first line too many', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `${i % 100},P${i}`).join('\n');
    expect(parseMembrane(`position,label\n${rows}`)).toEqual({
      ok: false,
      problem: { line: 102, key: 'membrane.errors.tooMany', values: { most: 100 } },
    });
  });
});

describe('describeMembrane', () => {
  it('names the shape, the lipids per leaflet and the proteins', () => {
    const parsed = parseMembrane(fixture('t-cell.tsv'));
    if (!parsed.ok) throw new Error('fixture fails');
    expect(describeMembrane(parsed.value, options, t)).toBe(
      'A straight lipid bilayer, 40 lipids per leaflet. 3 proteins sit in it: PD-1, TCR, CD28.',
    );
    expect(describeMembrane({ slots: [] }, { ...options, shape: 'cell', lipids: 120 }, t)).toBe(
      'A cell outlined by its lipid bilayer, 120 lipids per leaflet.',
    );
    const many = {
      slots: Array.from({ length: 100 }, (_, i) => ({
        position: i,
        label: `Protein ${i}`,
        width: 1,
      })),
    };
    expect(describeMembrane(many, options, t).length).toBeLessThan(600);
  });
});

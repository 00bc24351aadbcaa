import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  detectDelimiter,
  formatDelimited,
  parseDelimited,
  readCell,
  readPastedTable,
  readTable,
  tableOf,
  type Delimiter,
} from './table';

const cellText = fc.string({ maxLength: 12 });
const grid = fc.array(fc.array(cellText, { minLength: 1, maxLength: 5 }), {
  minLength: 1,
  maxLength: 6,
});

describe('reading a pasted table', () => {
  it('reads back any grid it writes, with any delimiter (round trip)', () => {
    fc.assert(
      fc.property(grid, fc.constantFrom<Delimiter>('\t', ',', ';'), (cells, delimiter) => {
        // A lone empty cell writes as an empty line, which is no row: leave that one case out.
        fc.pre(cells.every((row) => row.length > 1 || row[0] !== ''));
        expect(parseDelimited(formatDelimited(cells, delimiter), delimiter)).toEqual(cells);
      }),
    );
  });

  it('reads what Excel and Google Sheets put on the clipboard (tabs, CRLF, trailing break)', () => {
    const text = 'Group\tRep 1\tRep 2\r\nA\t1.5\t2\r\nB\t3\t\r\n';
    expect(detectDelimiter(text)).toBe('\t');
    expect(parseDelimited(text)).toEqual([
      ['Group', 'Rep 1', 'Rep 2'],
      ['A', '1.5', '2'],
      ['B', '3', ''],
    ]);
  });

  it('reads quoted CSV cells holding commas, quotes and line breaks', () => {
    const text = 'name,value\n"Smith, J.",1\n"say ""hi""",2\n"two\nlines",3';
    expect(parseDelimited(text)).toEqual([
      ['name', 'value'],
      ['Smith, J.', '1'],
      ['say "hi"', '2'],
      ['two\nlines', '3'],
    ]);
  });

  it('keeps empty cells as missing values and pads ragged rows, never zero', () => {
    const { data, problems } = readPastedTable('x\ta\tb\nr1\t1\nr2\t\t4');
    expect(problems).toEqual([]);
    expect(data!.rows).toEqual([
      { label: 'r1', values: [1, null] },
      { label: 'r2', values: [null, 4] },
    ]);
  });

  it('reads any ragged numeric table cell by cell: missing and empty cells are null', () => {
    const numberCell = fc.oneof(
      fc.constant(''),
      fc.integer({ min: -1e6, max: 1e6 }).map(String),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(String),
    );
    const body = fc.array(fc.array(numberCell, { maxLength: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), body, (columns, rows) => {
        const header = ['', ...Array.from({ length: columns }, (_, i) => `s${i}`)];
        const cells = [header, ...rows.map((row, i) => [`r${i}`, ...row])];
        const { data, problems } = readTable(cells);
        expect(problems).toEqual([]);
        const width = Math.max(columns, ...rows.map((row) => row.length));
        expect(data!.series).toHaveLength(width);
        data!.rows.forEach((row, r) => {
          row.values.forEach((value, c) => {
            const cell = rows[r]![c] ?? '';
            expect(value).toBe(cell === '' ? null : Number(cell));
          });
        });
      }),
    );
  });

  it('flags cells that are not numbers with their place', () => {
    const { data, problems } = readPastedTable('x\ta\tb\nr1\t1\tn/a\nr2\tabc\t2');
    expect(data).toBeNull();
    expect(problems).toEqual([
      { row: 1, column: 2, reason: 'notNumber' },
      { row: 2, column: 1, reason: 'notNumber' },
    ]);
  });

  it('reads decimal commas from a European spreadsheet, and refuses them in comma CSV', () => {
    const european = readPastedTable('Probe;W1;W2\nA;1,5;2,25\nB;−3;4');
    expect(european.data!.rows.map((row) => row.values)).toEqual([
      [1.5, 2.25],
      [-3, 4],
    ]);
    const tabs = readPastedTable('Probe\tW1\nA\t0,5');
    expect(tabs.data!.rows[0]!.values).toEqual([0.5]);
    const csv = readPastedTable('x,a\nr,"1,5"');
    expect(csv.problems).toEqual([{ row: 1, column: 1, reason: 'decimalComma' }]);
  });

  it('refuses a comma that may separate thousands, and cells a decimal comma split apart', () => {
    // "1,500" is 1.5 or 1500 depending on the country: flagged, whatever else the table holds.
    expect(readPastedTable('x\ta\nr\t1,500\ns\t2,5').problems).toEqual([
      { row: 1, column: 1, reason: 'decimalComma' },
    ]);
    expect(readCell('0,500', ',')).toBe(0.5);
    // Unquoted "1,5" in comma-separated text: one cell more than the header has.
    const split = readPastedTable('x,a\nr,1,5\ns,2');
    expect(split.data).toBeNull();
    expect(split.problems).toEqual([{ row: 1, column: 2, reason: 'extraCell' }]);
  });

  it('never guesses a thousands separator when points and commas are mixed', () => {
    const mixed = readPastedTable('x\ta\tb\nr\t1,5\t2.5');
    expect(mixed.problems).toEqual([{ row: 1, column: 1, reason: 'decimalComma' }]);
  });

  it('reads every finite number it writes, and nothing that is not one', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(readCell(String(value))).toBe(value === 0 ? 0 : value);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[a-df-z]/i.test(s)),
        (junk) => {
          expect(typeof readCell(junk)).not.toBe('number');
        },
      ),
    );
    expect(readCell('1e13')).toBe('tooLarge');
  });

  it('keeps names the schema can store: at most 200 characters, no NUL', () => {
    const { data } = readPastedTable(`x\t${'n'.repeat(300)}\nrow\u0000\t1`);
    expect(data!.series[0]).toHaveLength(200);
    expect(data!.rows[0]!.label).toBe('row\uFFFD');
  });

  it("names a series with a blank header in the author's language", () => {
    const text = 'Dose\t\tPlacebo\n1\t2\t3';
    expect(readPastedTable(text).data?.series).toEqual(['Series 1', 'Placebo']);
    const french = readPastedTable(text, { unnamedSeries: (number) => `Série ${number}` });
    expect(french.data?.series).toEqual(['Série 1', 'Placebo']);
  });

  it('turns chart data into a grid and back unchanged', () => {
    const data = {
      series: ['Rep 1', 'Rep 2'],
      rows: [
        { label: 'A', values: [1.25, null] },
        { label: 'B', values: [-3, 1e-7] },
      ],
    };
    expect(readTable(tableOf(data, 'Group')).data).toEqual(data);
  });
});

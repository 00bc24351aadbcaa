import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fontFamilyName, renameFontFamily } from './sfnt-name.ts';
import { readWoff, tableChecksum, woffToSfnt, writeSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const interWoff = readFileSync(
  require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
);

/** The WOFF table directory: tag -> original checksum. */
function woffChecksums(woff: Buffer): Map<string, number> {
  const checksums = new Map<string, number>();
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    checksums.set(woff.toString('latin1', at, at + 4), woff.readUInt32BE(at + 16));
  }
  return checksums;
}

describe('woffToSfnt', () => {
  it('turns the bundled Inter WOFF into a TrueType file with every table intact', () => {
    const ttf = woffToSfnt(interWoff);
    expect([0x00010000, 0x4f54544f]).toContain(ttf.readUInt32BE(0));
    const count = ttf.readUInt16BE(4);
    expect(count).toBe(interWoff.readUInt16BE(12));
    // Binary-search fields of the offset table.
    const entrySelector = Math.floor(Math.log2(count));
    expect(ttf.readUInt16BE(6)).toBe(2 ** entrySelector * 16);
    expect(ttf.readUInt16BE(8)).toBe(entrySelector);
    expect(ttf.readUInt16BE(10)).toBe(count * 16 - 2 ** entrySelector * 16);

    const expected = woffChecksums(interWoff);
    const tags: string[] = [];
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      const tag = ttf.toString('latin1', record, record + 4);
      const offset = ttf.readUInt32BE(record + 8);
      const length = ttf.readUInt32BE(record + 12);
      tags.push(tag);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(ttf.length);
      // Inflated bytes hash to the checksum the WOFF recorded for the original table.
      if (tag !== 'head')
        expect(tableChecksum(ttf.subarray(offset, offset + length))).toBe(expected.get(tag));
    }
    expect(tags).toEqual([...tags].sort());
    expect(new Set(tags)).toEqual(new Set(expected.keys()));
    // head.checkSumAdjustment makes the whole file sum to the magic number.
    expect(tableChecksum(ttf)).toBe(0xb1b0afba);
  });

  it('inflates compressed tables and copies stored ones', () => {
    const glyphs = Buffer.from('abcdefgh'.repeat(20));
    const tiny = Buffer.from([1, 2, 3]);
    const compressed = deflateSync(glyphs);
    const header = Buffer.alloc(44 + 2 * 20);
    header.writeUInt32BE(0x774f4646, 0);
    header.writeUInt32BE(0x00010000, 4);
    header.writeUInt16BE(2, 12);
    const entries = [
      { tag: 'glyf', data: compressed, origLength: glyphs.length },
      { tag: 'maxp', data: tiny, origLength: tiny.length },
    ];
    let offset = header.length;
    entries.forEach((entry, i) => {
      const at = 44 + i * 20;
      header.write(entry.tag, at, 'latin1');
      header.writeUInt32BE(offset, at + 4);
      header.writeUInt32BE(entry.data.length, at + 8);
      header.writeUInt32BE(entry.origLength, at + 12);
      offset += entry.data.length;
    });
    const font = readWoff(Buffer.concat([header, compressed, tiny]));
    expect(font.tables.map((table) => [table.tag, table.data.toString('hex')])).toEqual([
      ['glyf', glyphs.toString('hex')],
      ['maxp', tiny.toString('hex')],
    ]);
    // Table lengths are kept exact while the data is padded to 4 bytes.
    const sfnt = writeSfnt(font);
    expect(sfnt.readUInt32BE(12 + 16 + 12)).toBe(3);
    expect(sfnt.length).toBe(12 + 2 * 16 + glyphs.length + 4);
  });

  it('refuses WOFF2 and other files with a clear message', () => {
    expect(() => readWoff(Buffer.from('wOF2' + '\0'.repeat(60), 'latin1'))).toThrow(/WOFF2/);
    expect(() => readWoff(Buffer.from('not a font'))).toThrow(/Not a WOFF/);
  });
});

describe('renameFontFamily', () => {
  it('rewrites the family and keeps the other names', () => {
    const font = readWoff(interWoff);
    expect(fontFamilyName(font)).toBe('Inter');
    const renamed = renameFontFamily(font, 'Figura Inter greek');
    expect(fontFamilyName(renamed)).toBe('Figura Inter greek');
    // The same records, in the same order, only the family strings changed.
    const nameOf = (sfnt: typeof font) => sfnt.tables.find((t) => t.tag === 'name')!.data;
    expect(nameOf(renamed).readUInt16BE(2)).toBe(nameOf(font).readUInt16BE(2));
    expect(renamed.tables.filter((t) => t.tag !== 'name')).toEqual(
      font.tables.filter((t) => t.tag !== 'name'),
    );
  });
});

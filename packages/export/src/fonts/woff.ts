// WOFF (version 1) to a plain sfnt (TrueType/OpenType) file, for node-canvas: pango and fontconfig
// read TTF/OTF but silently ignore WOFF. Pure functions over bytes; no font library needed.
import { inflateSync } from 'node:zlib';

export interface SfntTable {
  /** Four ASCII characters, e.g. 'glyf'. */
  tag: string;
  data: Buffer;
}

export interface Sfnt {
  /** 0x00010000 (TrueType outlines) or 'OTTO' (CFF outlines). */
  flavor: number;
  tables: SfntTable[];
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;

/** Reads a WOFF 1.0 file into its sfnt tables, inflating the ones stored compressed. */
export function readWoff(woff: Uint8Array): Sfnt {
  const bytes = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (bytes.length < WOFF_HEADER_SIZE || bytes.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('Not a WOFF 1.0 font (WOFF2 needs a Brotli-based decoder)');
  const flavor = bytes.readUInt32BE(4);
  const numTables = bytes.readUInt16BE(12);
  if (WOFF_HEADER_SIZE + numTables * WOFF_ENTRY_SIZE > bytes.length)
    throw new Error('WOFF table directory runs past the end of the file');
  const tables: SfntTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER_SIZE + i * WOFF_ENTRY_SIZE;
    const tag = bytes.toString('latin1', entry, entry + 4);
    const offset = bytes.readUInt32BE(entry + 4);
    const compLength = bytes.readUInt32BE(entry + 8);
    const origLength = bytes.readUInt32BE(entry + 12);
    if (offset + compLength > bytes.length) throw new Error(`WOFF table ${tag} is truncated`);
    const stored = bytes.subarray(offset, offset + compLength);
    // The spec stores a table uncompressed when compressing would not make it smaller.
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength)
      throw new Error(`WOFF table ${tag} inflated to ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, data });
  }
  return { flavor, tables };
}

const pad4 = (length: number) => (length + 3) & ~3;

/** The sfnt checksum: the sum of the table's big-endian uint32 words (zero-padded), mod 2^32. */
export function tableChecksum(data: Buffer): number {
  let sum = 0;
  const whole = data.length & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0;
  if (whole < data.length) {
    const tail = Buffer.alloc(4);
    data.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/**
 * Writes an sfnt file: the offset table with its binary-search fields, the table records sorted
 * by tag, each table 4-byte aligned, and head.checkSumAdjustment recomputed for the new layout.
 */
export function writeSfnt(sfnt: Sfnt): Buffer {
  const tables = [...sfnt.tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const count = tables.length;
  const entrySelector = count > 0 ? Math.floor(Math.log2(count)) : 0;
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + count * 16;
  const total = tables.reduce((size, table) => size + pad4(table.data.length), headerSize);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(sfnt.flavor >>> 0, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerSize;
  let headOffset = -1;
  tables.forEach((table, index) => {
    const data = Buffer.from(table.data);
    // The whole-file checksum is computed with the adjustment field zeroed.
    if (table.tag === 'head' && data.length >= 12) {
      data.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    const record = 12 + index * 16;
    out.write(table.tag.padEnd(4, ' ').slice(0, 4), record, 'latin1');
    out.writeUInt32BE(tableChecksum(data), record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(data.length, record + 12);
    data.copy(out, offset);
    offset += pad4(data.length);
  });
  if (headOffset >= 0) out.writeUInt32BE((0xb1b0afba - tableChecksum(out)) >>> 0, headOffset + 8);
  return out;
}

/** Converts WOFF 1.0 bytes to TTF/OTF bytes. */
export function woffToSfnt(woff: Uint8Array): Buffer {
  return writeSfnt(readWoff(woff));
}

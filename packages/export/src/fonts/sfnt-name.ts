// Renames a font's family in its 'name' table. node-canvas registers at most one file per
// (family, weight, style) read from the file itself: a second subset of "Inter 400 normal" (Greek
// after Latin) would be dropped. A distinct family per subset keeps every subset registered.
import type { Sfnt } from './woff.ts';

const FAMILY_NAME_IDS = new Set([
  1, // font family
  16, // typographic family
  21, // WWS family
]);

interface NameRecord {
  platformId: number;
  encodingId: number;
  languageId: number;
  nameId: number;
  bytes: Buffer;
}

function encodeName(name: string, platformId: number): Buffer {
  // Unicode (0) and Windows (3) names are UTF-16BE; Macintosh Roman equals ASCII for plain names.
  if (platformId === 0 || platformId === 3) return Buffer.from(name, 'utf16le').swap16();
  return Buffer.from(name.replace(/[^\x20-\x7e]/g, '?'), 'latin1');
}

/** Returns a copy of the font whose family name records (IDs 1, 16, 21) read `family`. */
export function renameFontFamily(sfnt: Sfnt, family: string): Sfnt {
  const nameTable = sfnt.tables.find((table) => table.tag === 'name');
  if (!nameTable) throw new Error('The font has no name table');
  const data = nameTable.data;
  const version = data.readUInt16BE(0);
  const count = data.readUInt16BE(2);
  const storage = data.readUInt16BE(4);
  const records: NameRecord[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const length = data.readUInt16BE(at + 8);
    const offset = storage + data.readUInt16BE(at + 10);
    const record = {
      platformId: data.readUInt16BE(at),
      encodingId: data.readUInt16BE(at + 2),
      languageId: data.readUInt16BE(at + 4),
      nameId: data.readUInt16BE(at + 6),
      bytes: data.subarray(offset, offset + length),
    };
    if (FAMILY_NAME_IDS.has(record.nameId)) record.bytes = encodeName(family, record.platformId);
    records.push(record);
  }
  // Version 1 adds language-tag strings after the records; keep them.
  const langTags: Buffer[] = [];
  if (version === 1) {
    const tagCountAt = 6 + count * 12;
    const tagCount = data.readUInt16BE(tagCountAt);
    for (let i = 0; i < tagCount; i++) {
      const at = tagCountAt + 2 + i * 4;
      const offset = storage + data.readUInt16BE(at + 2);
      langTags.push(data.subarray(offset, offset + data.readUInt16BE(at)));
    }
  }
  const headerSize = 6 + count * 12 + (version === 1 ? 2 + langTags.length * 4 : 0);
  const strings = [...records.map((record) => record.bytes), ...langTags];
  const out = Buffer.alloc(headerSize + strings.reduce((sum, bytes) => sum + bytes.length, 0));
  out.writeUInt16BE(version, 0);
  out.writeUInt16BE(count, 2);
  out.writeUInt16BE(headerSize, 4);
  let stringOffset = 0;
  records.forEach((record, i) => {
    const at = 6 + i * 12;
    out.writeUInt16BE(record.platformId, at);
    out.writeUInt16BE(record.encodingId, at + 2);
    out.writeUInt16BE(record.languageId, at + 4);
    out.writeUInt16BE(record.nameId, at + 6);
    out.writeUInt16BE(record.bytes.length, at + 8);
    out.writeUInt16BE(stringOffset, at + 10);
    record.bytes.copy(out, headerSize + stringOffset);
    stringOffset += record.bytes.length;
  });
  if (version === 1) {
    const tagCountAt = 6 + count * 12;
    out.writeUInt16BE(langTags.length, tagCountAt);
    langTags.forEach((bytes, i) => {
      out.writeUInt16BE(bytes.length, tagCountAt + 2 + i * 4);
      out.writeUInt16BE(stringOffset, tagCountAt + 4 + i * 4);
      bytes.copy(out, headerSize + stringOffset);
      stringOffset += bytes.length;
    });
  }
  return {
    flavor: sfnt.flavor,
    tables: sfnt.tables.map((table) => (table === nameTable ? { tag: 'name', data: out } : table)),
  };
}

/** The family name a font declares (ID 16 if present, else ID 1), for tests and diagnostics. */
export function fontFamilyName(sfnt: Sfnt): string | undefined {
  const data = sfnt.tables.find((table) => table.tag === 'name')?.data;
  if (!data) return undefined;
  const count = data.readUInt16BE(2);
  const storage = data.readUInt16BE(4);
  let found: { id: number; name: string } | undefined;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const platformId = data.readUInt16BE(at);
    const nameId = data.readUInt16BE(at + 6);
    if (platformId !== 3 || (nameId !== 1 && nameId !== 16)) continue;
    const offset = storage + data.readUInt16BE(at + 10);
    const bytes = Buffer.from(data.subarray(offset, offset + data.readUInt16BE(at + 8)));
    const name = bytes.swap16().toString('utf16le');
    if (!found || nameId > found.id) found = { id: nameId, name };
  }
  return found?.name;
}

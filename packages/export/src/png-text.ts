// Text metadata in a PNG (the credits line of an export): a tEXt chunk when the text is Latin-1,
// which every reader shows, else an iTXt chunk (UTF-8) so names in any script survive.
import { crc32 } from 'node:zlib';

const SIGNATURE_LENGTH = 8;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The PNG with a text chunk `keyword` = `text` added right after its header (IHDR), where readers
 * find it before the image data. `keyword` is one of PNG's Latin-1 keywords ("Copyright").
 */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const headerEnd = SIGNATURE_LENGTH + 8 + png.readUInt32BE(SIGNATURE_LENGTH) + 4;
  // Latin-1 without control characters.
  const latin1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text);
  const data = latin1
    ? Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')])
    : Buffer.concat([
        // keyword, no compression (flag 0, method 0), no language tag, no translated keyword
        Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'),
        Buffer.from(text, 'utf8'),
      ]);
  return Buffer.concat([
    png.subarray(0, headerEnd),
    chunk(latin1 ? 'tEXt' : 'iTXt', data),
    png.subarray(headerEnd),
  ]);
}

/** The text chunks of a PNG by keyword (tEXt and uncompressed iTXt): what a reader would show. */
export function readPngText(png: Buffer): Record<string, string> {
  const found: Record<string, string> = {};
  let offset = SIGNATURE_LENGTH;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const nul = data.indexOf(0);
    if (type === 'tEXt' && nul > 0)
      found[data.toString('latin1', 0, nul)] = data.toString('latin1', nul + 1);
    if (type === 'iTXt' && nul > 0 && data[nul + 1] === 0) {
      // Skip the compression method, then the language tag and translated keyword (each NUL-ended).
      const language = data.indexOf(0, nul + 3);
      const translated = data.indexOf(0, language + 1);
      found[data.toString('latin1', 0, nul)] = data.toString('utf8', translated + 1);
    }
    offset += 12 + length;
  }
  return found;
}

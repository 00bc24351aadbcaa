// The files of a ZIP a download wrote (stored or deflated entries: what the API's writer makes).
import { inflateRawSync } from 'node:zlib';

export function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  const data = Buffer.from(bytes);
  // The central directory's end: its offset and count (no archive comment is written).
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a ZIP file');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const files: Record<string, Uint8Array> = {};
  for (let index = 0; index < count; index++) {
    const method = data.readUInt16LE(at + 10);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const local = data.readUInt32LE(at + 42);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, start + size);
    files[name] = method === 8 ? inflateRawSync(body) : body;
    at += 46 + skip;
  }
  return files;
}

import type { Download } from 'playwright-core';

/**
 * The bytes of a finished download. The tests drive a shared Chromium over a connection
 * (shared-stacks.ts), where a download has no local path: its bytes are streamed instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// What both pages share: asking the journal's server for a fresh embed token, and attaching the builder's file to the form (the file input, through DataTransfer) with a
// line saying what it is, read from the file's own bytes.

/**
 * An embed token for the manuscript, from the journal's own server (which holds the partner
 * key): `{ token, expiresAt, profile, apiBase, figuraUrl }`.
 */
export async function embedToken(submissionId, authorName) {
  const reply = await fetch('/api/figura-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ submissionId, author: authorName ? { name: authorName } : undefined }),
  });
  const body = await reply.json();
  if (!reply.ok) throw new Error(body.message ?? `The journal's server answered ${reply.status}`);
  return body;
}

/** Width, height and horizontal DPI of a TIFF, from its first image's tags (or null). */
export function describeTiff(bytes) {
  const view = new DataView(bytes);
  const order = view.getUint16(0);
  const little = order === 0x4949;
  if ((!little && order !== 0x4d4d) || view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  const count = view.getUint16(ifd, little);
  const tags = {};
  for (let index = 0; index < count; index++) {
    const at = ifd + 2 + index * 12;
    const tag = view.getUint16(at, little);
    const type = view.getUint16(at + 2, little);
    if (type === 3) tags[tag] = view.getUint16(at + 8, little);
    else if (type === 4) tags[tag] = view.getUint32(at + 8, little);
    else if (type === 5) {
      const offset = view.getUint32(at + 8, little);
      tags[tag] = view.getUint32(offset, little) / view.getUint32(offset + 4, little);
    }
  }
  // ResolutionUnit 2 is inches, 3 centimetres.
  const perInch = tags[296] === 3 ? 2.54 : 1;
  return { width: tags[256], height: tags[257], dpi: Math.round(tags[282] * perInch) };
}

/** Puts `file` into the form's file input and says what it is. */
export async function attachGraphicalAbstract(file) {
  const input = document.getElementById('abstract-file');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  const tiff = describeTiff(await file.arrayBuffer());
  const size = `${(file.size / 1024).toFixed(1)} KB`;
  document.getElementById('attached').textContent = tiff
    ? `attached: ${file.name}, ${size}, ${tiff.width}x${tiff.height} px, ${tiff.dpi} dpi`
    : `attached: ${file.name}, ${size}`;
}

/** Shows a line in the form's status. */
export function say(text) {
  document.getElementById('status').textContent = text;
}

// Thumbnails as data: URLs. A journal's strict policy allows images from `data:` only
// (docs/embedding.md), while the API is allowed in `connect-src`: the element fetches each PNG
// and shows it from memory, so the page's `img-src` needs nothing new.

/** Loads `url` as a data: URL with the given fetch; rejects when the reply is not OK. */
export async function fetchAsDataUrl(url: string, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'image/png';
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

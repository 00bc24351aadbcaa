// The embed's lazily loaded parts (the editor, the builder, the schemas, the font loader) are each
// a module and the chunks it imports. Left alone, the browser finds those one import level at a
// time: fetch a module, read its imports, fetch those, and so on. The embed build writes the
// lists into its entry file (tsup.config.ts), one per part an element loads, so the element can
// ask for all of its part's chunks at once, and for none of the other part's.

/**
 * What an element loads lazily: `<figura-editor>` the editor, `<figura-abstract-builder>` the
 * builder, `<figura-viewer>` the viewer.
 */
export type EmbedPart = 'editor' | 'builder' | 'viewer';

let embedChunks:
  { base: string; files: Readonly<Partial<Record<EmbedPart, readonly string[]>>> } | undefined;
const preloaded = new Set<string>();

/**
 * `files`: per part, paths relative to `base` (the entry's URL). The npm package's builds leave
 * the placeholder string in place: there the host's bundler decides how code loads.
 */
export function setEmbedChunks(
  base: string,
  files: Readonly<Partial<Record<EmbedPart, readonly string[]>>> | string,
): void {
  if (typeof files !== 'string') embedChunks = { base, files };
}

/**
 * Starts fetching every chunk of `part`, without running them (module preloads); false where
 * there is no list (the npm package). Each chunk once: the modules belong to the document that
 * loaded the script, even when the element lives in an iframe. `nonce`: the page's script nonce
 * (a policy that allows scripts by nonce refuses preloads without one).
 */
export function preloadEmbedChunks(part: EmbedPart, nonce?: string): boolean {
  const doc = globalThis.document;
  if (!embedChunks || !doc?.head) return false;
  // Into the head in one insertion: one by one, each link was processed on its own.
  const links = doc.createDocumentFragment();
  for (const file of embedChunks.files[part] ?? []) {
    const href = new URL(file, embedChunks.base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    if (nonce) link.setAttribute('nonce', nonce);
    link.href = href;
    links.append(link);
  }
  doc.head.append(links);
  return true;
}

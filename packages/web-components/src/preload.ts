// The embed's lazily loaded parts (the editor, the schemas, the font loader) are each a module
// and the chunks it imports. Left alone, the browser finds those one import level at a time:
// fetch a module, read its imports, fetch those, and so on. The embed build writes the whole
// list into its entry file (build/rechunk.ts), so the element can ask for all of them at once.

let embedChunks: { base: string; files: readonly string[] } | undefined;
let preloaded = false;

/**
 * `files`: paths relative to `base` (the entry's URL). The npm package's builds leave the
 * placeholder string in place: there the host's bundler decides how code loads.
 */
export function setEmbedChunks(base: string, files: readonly string[] | string): void {
  if (typeof files !== 'string') embedChunks = { base, files };
}

/**
 * Starts fetching every chunk of the embed's lazily loaded parts, without running them (module
 * preloads); false where there is no list (the npm package). Once: the modules belong to the
 * document that loaded the script, even when the element lives in an iframe. `nonce`: the page's
 * script nonce (a policy that allows scripts by nonce refuses preloads without one).
 */
export function preloadEmbedChunks(nonce?: string): boolean {
  const doc = globalThis.document;
  if (!embedChunks || !doc?.head) return false;
  if (preloaded) return true;
  preloaded = true;
  for (const file of embedChunks.files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    if (nonce) link.setAttribute('nonce', nonce);
    link.href = new URL(file, embedChunks.base).href;
    doc.head.append(link);
  }
  return true;
}

// How the editor's CSS reaches a page without what a strict Content-Security-Policy refuses. A
// constructed stylesheet adopted by the document is CSSOM, which `style-src` does not govern: it
// needs nothing from the host's policy. Browsers that cannot adopt stylesheets (Safari before
// 16.4, Firefox before 101) get a <style> element instead, carrying the host's nonce if it gave one.

/** Constructed sheets per document and key: a sheet can only be adopted by the document it was built for. */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** Marks the fallback <style> elements; their nonce is reused for sheets added later. */
const FALLBACK_ATTRIBUTE = 'data-figura-styles';

/** Browsers empty the nonce attribute once the element is in the page; the property keeps it. */
function nonceOf(element: HTMLElement | null): string | undefined {
  return element?.nonce || element?.getAttribute('nonce') || undefined;
}

function canAdopt(doc: Document): boolean {
  const view = doc.defaultView;
  return (
    Array.isArray(doc.adoptedStyleSheets) &&
    typeof view?.CSSStyleSheet?.prototype.replaceSync === 'function'
  );
}

/**
 * Adds `css` to `doc` once per `key` (each iframe or popup document gets its own copy). `nonce`
 * is only needed by browsers without adoptable stylesheets; without one, sheets added later reuse
 * the nonce of an earlier one.
 */
export function addStyleSheet(doc: Document, key: string, css: string, nonce?: string): void {
  if (canAdopt(doc)) {
    let byKey = sheets.get(doc);
    if (!byKey) sheets.set(doc, (byKey = new Map()));
    let sheet = byKey.get(key);
    if (!sheet) {
      sheet = new doc.defaultView!.CSSStyleSheet();
      sheet.replaceSync(css);
      byKey.set(key, sheet);
    }
    // Checked on every call: a page that assigns its own list drops the sheet.
    if (!doc.adoptedStyleSheets.includes(sheet))
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  if (doc.querySelector(`style[${FALLBACK_ATTRIBUTE}="${key}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(FALLBACK_ATTRIBUTE, key);
  const useNonce = nonce || nonceOf(doc.querySelector(`style[${FALLBACK_ATTRIBUTE}]`));
  if (useNonce) style.setAttribute('nonce', useNonce);
  style.textContent = css;
  (doc.head ?? doc.documentElement).append(style);
}

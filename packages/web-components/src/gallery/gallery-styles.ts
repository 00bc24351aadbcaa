// The styles of <figura-gallery>, inside its shadow root: nothing leaks into the page, nothing of
// the page's element rules leaks in. Hosts theme it with `--figura-*` variables (they inherit
// through the shadow boundary) and `::part()`.

import { cssCustomProperties } from '@figura/sdk-core/design';

export const GALLERY_CSS = `
:host {
  display: block;
${cssCustomProperties('--figura-')}
  --figura-radius: var(--figura-radius-control);
  color: var(--figura-fg);
  font: 400 14px/1.4 var(--figura-font);
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.search { display: flex; flex-direction: column; gap: 4px; margin-bottom: 8px; }
.search input {
  font: inherit; padding: 6px 8px; color: inherit; background: var(--figura-bg);
  border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
}
.status { color: var(--figura-muted); margin: 4px 0 8px; min-height: 1.4em; }
.status[data-kind="alert"] { color: #b42318; }
.grid {
  list-style: none; margin: 0; padding: 0;
  display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px;
}
.card {
  width: 100%; height: 100%; display: flex; flex-direction: column; align-items: center; gap: 2px;
  padding: 8px; font: inherit; color: inherit; text-align: center; cursor: pointer;
  background: var(--figura-bg); border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
}
.card:hover { border-color: var(--figura-accent); }
.card[aria-busy="true"] { cursor: progress; opacity: 0.7; }
.card img { width: 72px; height: 72px; object-fit: contain; }
.title { font-weight: 600; overflow-wrap: anywhere; }
.meta { color: var(--figura-muted); font-size: 12px; overflow-wrap: anywhere; }
.more {
  margin-top: 8px; font: inherit; padding: 6px 12px; cursor: pointer; color: inherit;
  background: var(--figura-bg); border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
}
:focus-visible { outline: 2px solid var(--figura-focus); outline-offset: 2px; }
`;

/**
 * Gives `root` the gallery's styles without what a strict Content-Security-Policy refuses: a
 * constructed stylesheet (CSSOM, not governed by `style-src`), or in browsers that cannot adopt
 * one a <style> element carrying the page's nonce.
 */
export function styleShadowRoot(root: ShadowRoot, nonce: string | undefined): void {
  const view = root.ownerDocument.defaultView;
  if (Array.isArray(root.adoptedStyleSheets) && view?.CSSStyleSheet?.prototype.replaceSync) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(GALLERY_CSS);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = GALLERY_CSS;
  root.prepend(style);
}

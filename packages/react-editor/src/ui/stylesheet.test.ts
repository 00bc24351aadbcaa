// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addStyleSheet } from './stylesheet';
import { STYLESHEET_FILE } from '../shell/stylesheet-file';

class FakeSheet {
  css = '';
  replaceSync(css: string) {
    this.css = css;
  }
}

/** A browser document that adopts constructed stylesheets (jsdom cannot: it takes the fallback). */
function adoptingDocument() {
  return { adoptedStyleSheets: [] as FakeSheet[], defaultView: { CSSStyleSheet: FakeSheet } };
}
const asDocument = (doc: ReturnType<typeof adoptingDocument>) => doc as unknown as Document;

/** Top-level selectors of a stylesheet with no nested rules (commas inside :where() stay). */
function selectors(css: string): string[] {
  const found: string[] = [];
  for (const [, list] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    let depth = 0;
    let current = '';
    for (const character of list!) {
      if (character === '(') depth++;
      if (character === ')') depth--;
      if (character === ',' && depth === 0) {
        found.push(current.trim());
        current = '';
      } else current += character;
    }
    found.push(current.trim());
  }
  return found;
}

describe('the editor stylesheet', () => {
  it('adopts one constructed sheet per document, and again when the page replaced the list', () => {
    const doc = adoptingDocument();
    const pagesOwn = Object.assign(new FakeSheet(), { css: '.journal {}' });
    doc.adoptedStyleSheets = [pagesOwn];
    addStyleSheet(asDocument(doc), 'editor', '.figura-root { color: red }');
    addStyleSheet(asDocument(doc), 'editor', '.figura-root { color: red }');
    expect(doc.adoptedStyleSheets.map((sheet) => sheet.css)).toEqual([
      '.journal {}',
      '.figura-root { color: red }',
    ]);
    const ours = doc.adoptedStyleSheets[1];

    doc.adoptedStyleSheets = [pagesOwn];
    addStyleSheet(asDocument(doc), 'editor', '.figura-root { color: red }');
    expect(doc.adoptedStyleSheets).toEqual([pagesOwn, ours]);

    const other = adoptingDocument();
    addStyleSheet(asDocument(other), 'editor', '.figura-root { color: red }');
    expect(other.adoptedStyleSheets).toHaveLength(1);
    expect(other.adoptedStyleSheets[0]).not.toBe(ours);
  });

  it('falls back to one <style> per sheet carrying the nonce where sheets cannot be adopted', () => {
    const doc = document.implementation.createHTMLDocument('journal');
    // Files share a worker: an earlier file's editor may have left its own <style> in `document`.
    const stylesBefore = document.head.querySelectorAll('style').length;
    addStyleSheet(doc, 'editor', '.figura-root { color: red }', 'r4nd0m');
    addStyleSheet(doc, 'editor', '.figura-root { color: red }', 'r4nd0m');
    // Added later without a nonce (a lazily loaded panel): the first sheet's nonce is reused.
    addStyleSheet(doc, 'add', '.figura-root .figura-add-panel { width: 300px }');
    const styles = [...doc.head.querySelectorAll('style')];
    expect(styles.map((style) => [style.textContent, style.getAttribute('nonce')])).toEqual([
      ['.figura-root { color: red }', 'r4nd0m'],
      ['.figura-root .figura-add-panel { width: 300px }', 'r4nd0m'],
    ]);
    expect(document.head.querySelectorAll('style')).toHaveLength(stylesBefore);
  });

  it('scopes every rule under .figura-root, so nothing reaches the rest of the page', () => {
    const all = selectors(STYLESHEET_FILE);
    expect(all.length).toBeGreaterThan(50);
    expect(
      all.filter((selector) => !/^(\.figura-root|:where\(\.figura-root\))(?![\w-])/.test(selector)),
    ).toEqual([]);
  });
});

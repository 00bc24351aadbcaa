/** One font file the editor loads before drawing text (a CSS @font-face, as data). */
export interface EditorFontFace {
  family: string;
  /** The file's CSS font-weight, e.g. 400. */
  weight: number;
  style: 'normal' | 'italic';
  /** The characters the file covers, as a CSS unicode-range. */
  unicodeRange: string;
  /** Where the browser fetches the file (WOFF2 or WOFF), absolute or relative to the page. */
  url: string;
}

/**
 * The fonts an editor loads: its bundled families (default), your own list (when your bundler cannot
 * serve the bundled files, or to add families), or `false` to use only what the page provides.
 */
export type EditorFonts = readonly EditorFontFace[] | false;

/**
 * Starts fetching the code that loads the editor's fonts, ahead of the editor's first render
 * (the embed calls it as soon as it starts loading a creation), and with `ownerDocument` the
 * face new text is set in (Inter, regular, Latin). The first draw waits for fonts.
 */
export function prefetchFontCode(ownerDocument?: Document): void {
  import('./editor-fonts')
    .then((module) => {
      if (ownerDocument) module.loadDefaultFace(ownerDocument);
    })
    .catch(() => undefined); // loading again later reports the failure
}

// The Inter files the editor loads: regular and bold, upright and italic, in the Latin, extended
// Latin and Greek subsets (α, β, µ, Δ). The API registers the same files for exports
// (apps/api/src/services/fonts.ts); keep both lists in step. Each import is a URL: the bundler
// copies the file (Vite assets; esbuild's `file` loader in the embed) and the browser fetches it
// only when a text on the slide needs it.
import greek400Italic from '@fontsource/inter/files/inter-greek-400-italic.woff2';
import greek400 from '@fontsource/inter/files/inter-greek-400-normal.woff2';
import greek700Italic from '@fontsource/inter/files/inter-greek-700-italic.woff2';
import greek700 from '@fontsource/inter/files/inter-greek-700-normal.woff2';
import latin400Italic from '@fontsource/inter/files/inter-latin-400-italic.woff2';
import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import latin700Italic from '@fontsource/inter/files/inter-latin-700-italic.woff2';
import latin700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import latinExt400Italic from '@fontsource/inter/files/inter-latin-ext-400-italic.woff2';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2';
import latinExt700Italic from '@fontsource/inter/files/inter-latin-ext-700-italic.woff2';
import latinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff2';
import type { EditorFontFace } from './font-face';

// From @fontsource/inter/unicode.json.
const RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
};

// Vite gives root-relative URLs ("/assets/…"), esbuild paths relative to the output chunk
// ("../fonts/…"): resolving against this module's URL serves both, so the embed fetches its
// fonts next to its script rather than from the journal's page.
const face = (
  url: string,
  unicodeRange: string,
  weight: number,
  style: EditorFontFace['style'],
): EditorFontFace => ({
  family: 'Inter',
  weight,
  style,
  unicodeRange,
  url: new URL(url, import.meta.url).href,
});

export const INTER_FACES: readonly EditorFontFace[] = [
  face(latin400, RANGES.latin, 400, 'normal'),
  face(latin700, RANGES.latin, 700, 'normal'),
  face(latin400Italic, RANGES.latin, 400, 'italic'),
  face(latin700Italic, RANGES.latin, 700, 'italic'),
  face(latinExt400, RANGES.latinExt, 400, 'normal'),
  face(latinExt700, RANGES.latinExt, 700, 'normal'),
  face(latinExt400Italic, RANGES.latinExt, 400, 'italic'),
  face(latinExt700Italic, RANGES.latinExt, 700, 'italic'),
  face(greek400, RANGES.greek, 400, 'normal'),
  face(greek700, RANGES.greek, 700, 'normal'),
  face(greek400Italic, RANGES.greek, 400, 'italic'),
  face(greek700Italic, RANGES.greek, 700, 'italic'),
];

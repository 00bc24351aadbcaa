// The other bundled families, loaded exactly like Inter (inter-faces.ts): each import is a URL the
// bundler copies; the browser fetches a file only when a text on the slide needs it. The API
// registers the same files for exports (apps/api/src/services/fonts.ts): keep both lists in step.
// Generated from each package's unicode.json (latin, latin-ext, greek; 400 and 700, upright and italic).
import jetbrainsMonoGreek400 from '@fontsource/jetbrains-mono/files/jetbrains-mono-greek-400-normal.woff2';
import jetbrainsMonoGreek400Italic from '@fontsource/jetbrains-mono/files/jetbrains-mono-greek-400-italic.woff2';
import jetbrainsMonoGreek700 from '@fontsource/jetbrains-mono/files/jetbrains-mono-greek-700-normal.woff2';
import jetbrainsMonoGreek700Italic from '@fontsource/jetbrains-mono/files/jetbrains-mono-greek-700-italic.woff2';
import jetbrainsMonoLatin400 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2';
import jetbrainsMonoLatin400Italic from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-italic.woff2';
import jetbrainsMonoLatin700 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2';
import jetbrainsMonoLatin700Italic from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-italic.woff2';
import jetbrainsMonoLatinExt400 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-400-normal.woff2';
import jetbrainsMonoLatinExt400Italic from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-400-italic.woff2';
import jetbrainsMonoLatinExt700 from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-700-normal.woff2';
import jetbrainsMonoLatinExt700Italic from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-ext-700-italic.woff2';
import notoSansGreek400 from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff2';
import notoSansGreek400Italic from '@fontsource/noto-sans/files/noto-sans-greek-400-italic.woff2';
import notoSansGreek700 from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff2';
import notoSansGreek700Italic from '@fontsource/noto-sans/files/noto-sans-greek-700-italic.woff2';
import notoSansLatin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2';
import notoSansLatin400Italic from '@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff2';
import notoSansLatin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2';
import notoSansLatin700Italic from '@fontsource/noto-sans/files/noto-sans-latin-700-italic.woff2';
import notoSansLatinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2';
import notoSansLatinExt400Italic from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-italic.woff2';
import notoSansLatinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2';
import notoSansLatinExt700Italic from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-italic.woff2';
import notoSerifGreek400 from '@fontsource/noto-serif/files/noto-serif-greek-400-normal.woff2';
import notoSerifGreek400Italic from '@fontsource/noto-serif/files/noto-serif-greek-400-italic.woff2';
import notoSerifGreek700 from '@fontsource/noto-serif/files/noto-serif-greek-700-normal.woff2';
import notoSerifGreek700Italic from '@fontsource/noto-serif/files/noto-serif-greek-700-italic.woff2';
import notoSerifLatin400 from '@fontsource/noto-serif/files/noto-serif-latin-400-normal.woff2';
import notoSerifLatin400Italic from '@fontsource/noto-serif/files/noto-serif-latin-400-italic.woff2';
import notoSerifLatin700 from '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2';
import notoSerifLatin700Italic from '@fontsource/noto-serif/files/noto-serif-latin-700-italic.woff2';
import notoSerifLatinExt400 from '@fontsource/noto-serif/files/noto-serif-latin-ext-400-normal.woff2';
import notoSerifLatinExt400Italic from '@fontsource/noto-serif/files/noto-serif-latin-ext-400-italic.woff2';
import notoSerifLatinExt700 from '@fontsource/noto-serif/files/noto-serif-latin-ext-700-normal.woff2';
import notoSerifLatinExt700Italic from '@fontsource/noto-serif/files/noto-serif-latin-ext-700-italic.woff2';
import openSansGreek400 from '@fontsource/open-sans/files/open-sans-greek-400-normal.woff2';
import openSansGreek400Italic from '@fontsource/open-sans/files/open-sans-greek-400-italic.woff2';
import openSansGreek700 from '@fontsource/open-sans/files/open-sans-greek-700-normal.woff2';
import openSansGreek700Italic from '@fontsource/open-sans/files/open-sans-greek-700-italic.woff2';
import openSansLatin400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2';
import openSansLatin400Italic from '@fontsource/open-sans/files/open-sans-latin-400-italic.woff2';
import openSansLatin700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2';
import openSansLatin700Italic from '@fontsource/open-sans/files/open-sans-latin-700-italic.woff2';
import openSansLatinExt400 from '@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2';
import openSansLatinExt400Italic from '@fontsource/open-sans/files/open-sans-latin-ext-400-italic.woff2';
import openSansLatinExt700 from '@fontsource/open-sans/files/open-sans-latin-ext-700-normal.woff2';
import openSansLatinExt700Italic from '@fontsource/open-sans/files/open-sans-latin-ext-700-italic.woff2';
import sourceSerif4Greek400 from '@fontsource/source-serif-4/files/source-serif-4-greek-400-normal.woff2';
import sourceSerif4Greek400Italic from '@fontsource/source-serif-4/files/source-serif-4-greek-400-italic.woff2';
import sourceSerif4Greek700 from '@fontsource/source-serif-4/files/source-serif-4-greek-700-normal.woff2';
import sourceSerif4Greek700Italic from '@fontsource/source-serif-4/files/source-serif-4-greek-700-italic.woff2';
import sourceSerif4Latin400 from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2';
import sourceSerif4Latin400Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff2';
import sourceSerif4Latin700 from '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2';
import sourceSerif4Latin700Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-700-italic.woff2';
import sourceSerif4LatinExt400 from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-normal.woff2';
import sourceSerif4LatinExt400Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-italic.woff2';
import sourceSerif4LatinExt700 from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-normal.woff2';
import sourceSerif4LatinExt700Italic from '@fontsource/source-serif-4/files/source-serif-4-latin-ext-700-italic.woff2';
import type { EditorFontFace } from './font-face';

const RANGES = {
  notoSans: {
    latin:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    latinExt:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  },
  notoSerif: {
    latin:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    latinExt:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  },
  sourceSerif4: {
    latin:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    latinExt:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF',
    greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  },
  jetbrainsMono: {
    latin:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    latinExt:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  },
  openSans: {
    latin:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    latinExt:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  },
} as const;

const face = (
  family: string,
  url: string,
  unicodeRange: string,
  weight: number,
  style: EditorFontFace['style'],
): EditorFontFace => ({
  family,
  weight,
  style,
  unicodeRange,
  url: new URL(url, import.meta.url).href,
});

export const EXTRA_FACES: readonly EditorFontFace[] = [
  face('Noto Sans', notoSansLatin400, RANGES.notoSans.latin, 400, 'normal'),
  face('Noto Sans', notoSansLatin400Italic, RANGES.notoSans.latin, 400, 'italic'),
  face('Noto Sans', notoSansLatin700, RANGES.notoSans.latin, 700, 'normal'),
  face('Noto Sans', notoSansLatin700Italic, RANGES.notoSans.latin, 700, 'italic'),
  face('Noto Sans', notoSansLatinExt400, RANGES.notoSans.latinExt, 400, 'normal'),
  face('Noto Sans', notoSansLatinExt400Italic, RANGES.notoSans.latinExt, 400, 'italic'),
  face('Noto Sans', notoSansLatinExt700, RANGES.notoSans.latinExt, 700, 'normal'),
  face('Noto Sans', notoSansLatinExt700Italic, RANGES.notoSans.latinExt, 700, 'italic'),
  face('Noto Sans', notoSansGreek400, RANGES.notoSans.greek, 400, 'normal'),
  face('Noto Sans', notoSansGreek400Italic, RANGES.notoSans.greek, 400, 'italic'),
  face('Noto Sans', notoSansGreek700, RANGES.notoSans.greek, 700, 'normal'),
  face('Noto Sans', notoSansGreek700Italic, RANGES.notoSans.greek, 700, 'italic'),
  face('Noto Serif', notoSerifLatin400, RANGES.notoSerif.latin, 400, 'normal'),
  face('Noto Serif', notoSerifLatin400Italic, RANGES.notoSerif.latin, 400, 'italic'),
  face('Noto Serif', notoSerifLatin700, RANGES.notoSerif.latin, 700, 'normal'),
  face('Noto Serif', notoSerifLatin700Italic, RANGES.notoSerif.latin, 700, 'italic'),
  face('Noto Serif', notoSerifLatinExt400, RANGES.notoSerif.latinExt, 400, 'normal'),
  face('Noto Serif', notoSerifLatinExt400Italic, RANGES.notoSerif.latinExt, 400, 'italic'),
  face('Noto Serif', notoSerifLatinExt700, RANGES.notoSerif.latinExt, 700, 'normal'),
  face('Noto Serif', notoSerifLatinExt700Italic, RANGES.notoSerif.latinExt, 700, 'italic'),
  face('Noto Serif', notoSerifGreek400, RANGES.notoSerif.greek, 400, 'normal'),
  face('Noto Serif', notoSerifGreek400Italic, RANGES.notoSerif.greek, 400, 'italic'),
  face('Noto Serif', notoSerifGreek700, RANGES.notoSerif.greek, 700, 'normal'),
  face('Noto Serif', notoSerifGreek700Italic, RANGES.notoSerif.greek, 700, 'italic'),
  face('Source Serif 4', sourceSerif4Latin400, RANGES.sourceSerif4.latin, 400, 'normal'),
  face('Source Serif 4', sourceSerif4Latin400Italic, RANGES.sourceSerif4.latin, 400, 'italic'),
  face('Source Serif 4', sourceSerif4Latin700, RANGES.sourceSerif4.latin, 700, 'normal'),
  face('Source Serif 4', sourceSerif4Latin700Italic, RANGES.sourceSerif4.latin, 700, 'italic'),
  face('Source Serif 4', sourceSerif4LatinExt400, RANGES.sourceSerif4.latinExt, 400, 'normal'),
  face(
    'Source Serif 4',
    sourceSerif4LatinExt400Italic,
    RANGES.sourceSerif4.latinExt,
    400,
    'italic',
  ),
  face('Source Serif 4', sourceSerif4LatinExt700, RANGES.sourceSerif4.latinExt, 700, 'normal'),
  face(
    'Source Serif 4',
    sourceSerif4LatinExt700Italic,
    RANGES.sourceSerif4.latinExt,
    700,
    'italic',
  ),
  face('Source Serif 4', sourceSerif4Greek400, RANGES.sourceSerif4.greek, 400, 'normal'),
  face('Source Serif 4', sourceSerif4Greek400Italic, RANGES.sourceSerif4.greek, 400, 'italic'),
  face('Source Serif 4', sourceSerif4Greek700, RANGES.sourceSerif4.greek, 700, 'normal'),
  face('Source Serif 4', sourceSerif4Greek700Italic, RANGES.sourceSerif4.greek, 700, 'italic'),
  face('JetBrains Mono', jetbrainsMonoLatin400, RANGES.jetbrainsMono.latin, 400, 'normal'),
  face('JetBrains Mono', jetbrainsMonoLatin400Italic, RANGES.jetbrainsMono.latin, 400, 'italic'),
  face('JetBrains Mono', jetbrainsMonoLatin700, RANGES.jetbrainsMono.latin, 700, 'normal'),
  face('JetBrains Mono', jetbrainsMonoLatin700Italic, RANGES.jetbrainsMono.latin, 700, 'italic'),
  face('JetBrains Mono', jetbrainsMonoLatinExt400, RANGES.jetbrainsMono.latinExt, 400, 'normal'),
  face(
    'JetBrains Mono',
    jetbrainsMonoLatinExt400Italic,
    RANGES.jetbrainsMono.latinExt,
    400,
    'italic',
  ),
  face('JetBrains Mono', jetbrainsMonoLatinExt700, RANGES.jetbrainsMono.latinExt, 700, 'normal'),
  face(
    'JetBrains Mono',
    jetbrainsMonoLatinExt700Italic,
    RANGES.jetbrainsMono.latinExt,
    700,
    'italic',
  ),
  face('JetBrains Mono', jetbrainsMonoGreek400, RANGES.jetbrainsMono.greek, 400, 'normal'),
  face('JetBrains Mono', jetbrainsMonoGreek400Italic, RANGES.jetbrainsMono.greek, 400, 'italic'),
  face('JetBrains Mono', jetbrainsMonoGreek700, RANGES.jetbrainsMono.greek, 700, 'normal'),
  face('JetBrains Mono', jetbrainsMonoGreek700Italic, RANGES.jetbrainsMono.greek, 700, 'italic'),
  face('Open Sans', openSansLatin400, RANGES.openSans.latin, 400, 'normal'),
  face('Open Sans', openSansLatin400Italic, RANGES.openSans.latin, 400, 'italic'),
  face('Open Sans', openSansLatin700, RANGES.openSans.latin, 700, 'normal'),
  face('Open Sans', openSansLatin700Italic, RANGES.openSans.latin, 700, 'italic'),
  face('Open Sans', openSansLatinExt400, RANGES.openSans.latinExt, 400, 'normal'),
  face('Open Sans', openSansLatinExt400Italic, RANGES.openSans.latinExt, 400, 'italic'),
  face('Open Sans', openSansLatinExt700, RANGES.openSans.latinExt, 700, 'normal'),
  face('Open Sans', openSansLatinExt700Italic, RANGES.openSans.latinExt, 700, 'italic'),
  face('Open Sans', openSansGreek400, RANGES.openSans.greek, 400, 'normal'),
  face('Open Sans', openSansGreek400Italic, RANGES.openSans.greek, 400, 'italic'),
  face('Open Sans', openSansGreek700, RANGES.openSans.greek, 700, 'normal'),
  face('Open Sans', openSansGreek700Italic, RANGES.openSans.greek, 700, 'italic'),
];

// Which bundled family draws a CSS font-family list. The exports embed only the bundled faces, so
// a face named but not bundled is drawn by the bundled one with its shapes and widths (Arial by
// Arimo), and any other by the default sans: preflight judges text by the face it is drawn in.
import { FONT_FAMILIES } from './font-manifest';

/** Faces documents and journals name (lower case), and the bundled face drawn like each. */
const BUNDLED_LIKE: Readonly<Record<string, string>> = {
  arial: 'Arimo',
  helvetica: 'Arimo',
  'liberation sans': 'Arimo',
  'times new roman': 'Tinos',
  times: 'Tinos',
  'liberation serif': 'Tinos',
};

const BUNDLED = new Map(FONT_FAMILIES.map((family) => [family.name.toLowerCase(), family.name]));

/** The bundled face named `name`, or drawn like it; undefined for any other. */
export function bundledLike(name: string): string | undefined {
  const key = name
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();
  return BUNDLED.get(key) ?? BUNDLED_LIKE[key];
}

/** The bundled family that draws a CSS font-family list: its first one that is, else the default. */
export function drawnFamily(fontFamily: string | undefined): string {
  for (const name of (fontFamily ?? '').split(',')) {
    const face = bundledLike(name);
    if (face) return face;
  }
  return FONT_FAMILIES[0]!.name;
}

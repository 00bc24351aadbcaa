// Which bundled TrueType file draws each character of a text run, the way the browser picks among
// the @font-face subsets of a family (unicode-range), so the PDF and SVG exports embed the same
// glyphs the editor shows.
import { existsSync, readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { FONT_FAMILIES } from '@figura/sdk-core/fonts';
import { registerBundledFonts, type BundledFontFile } from './bundled.ts';

export interface FaceFile extends BundledFontFile {
  /** A name unique to this file: the PDF's font name and the key runs are grouped by. */
  key: string;
  ranges: [number, number][];
}

export interface FontAsked {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
}

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]]. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      const [start, end = start] = part.split('-');
      return [parseInt(start!, 16), parseInt(end!, 16)] as [number, number];
    });
}

let faces: FaceFile[] | undefined;
const loaded = new Map<string, fontkit.Font>();

/** Every bundled face with its TrueType file (converted once, see bundled.ts). */
export function faceFiles(): FaceFile[] {
  if (faces) return faces;
  const ranges = new Map(
    FONT_FAMILIES.flatMap((family) =>
      family.faces.map(
        (face) =>
          [
            `${family.name} ${face.subset} ${face.weight} ${face.style}`,
            face.unicodeRange,
          ] as const,
      ),
    ),
  );
  const symbolRanges = new Map(FONT_FAMILIES.map((family) => [family.name, family.symbolRange]));
  faces = registerBundledFonts().map((file) => ({
    ...file,
    key: `${file.family}-${file.subset}-${file.weight}-${file.style}`.replace(/\W+/g, '-'),
    ranges: parseUnicodeRange(
      file.subset === 'symbols'
        ? (symbolRanges.get(file.family) ?? '')
        : (ranges.get(`${file.family} ${file.subset} ${file.weight} ${file.style}`) ?? ''),
    ),
  }));
  return faces;
}

/**
 * Characters no bundled font has (subscript digits ₂, superscript minus ⁻, …) are drawn by the
 * system's sans-serif in the raster export (pango falls back to it): DejaVu Sans, which setup
 * installs. The vector exports embed the same file for them, so every format shows the glyph.
 */
const SYSTEM_FALLBACKS = [
  { file: 'DejaVuSans.ttf', weight: 400, style: 'normal' },
  { file: 'DejaVuSans-Bold.ttf', weight: 700, style: 'normal' },
] as const;
const SYSTEM_FONT_DIR = '/usr/share/fonts/truetype/dejavu';

let fallbacks: FaceFile[] | undefined;

function fallbackFaces(): FaceFile[] {
  fallbacks ??= SYSTEM_FALLBACKS.map(({ file, weight, style }) => ({
    family: 'DejaVu Sans',
    subset: 'fallback',
    weight,
    style,
    path: `${SYSTEM_FONT_DIR}/${file}`,
    fileFamily: 'DejaVu Sans',
    key: `DejaVu-Sans-${weight}-${style}`,
    ranges: [],
  })).filter((face) => existsSync(face.path));
  return fallbacks;
}

/** The parsed font of a face (fontkit), loaded once. */
export function fontOf(face: FaceFile): fontkit.Font {
  let font = loaded.get(face.key);
  if (!font) {
    font = fontkit.create(readFileSync(face.path)) as fontkit.Font;
    loaded.set(face.key, font);
  }
  return font;
}

/** The bytes of a face's TrueType file. */
export const faceBytes = (face: FaceFile): Buffer => readFileSync(face.path);

/** CSS weight keywords and numbers as numbers. */
export function weightNumber(weight: string | undefined): number {
  if (!weight || weight === 'normal') return 400;
  if (weight === 'bold' || weight === 'bolder') return 700;
  if (weight === 'lighter') return 300;
  const number = Number(weight);
  return Number.isFinite(number) ? number : 400;
}

const covers = (face: FaceFile, code: number) =>
  face.ranges.some(([start, end]) => code >= start && code <= end);

/** The closest weight to `weight` among `candidates` (CSS's rule, simplified). */
function closestWeight(candidates: FaceFile[], weight: number): number {
  const weights = [...new Set(candidates.map((face) => face.weight))];
  return weights.sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight) || b - a)[0] ?? weight;
}

/**
 * The face that draws `code` in the asked font: the family's faces in the nearest weight and the
 * asked style whose unicode-range holds it (first the family's own, then its math symbols), then
 * any bundled face that has the glyph, then the system's sans-serif, so no character becomes a box.
 */
export function faceFor(asked: FontAsked, code: number): FaceFile {
  const key = `${asked.family}|${asked.weight}|${asked.style}|${code}`;
  let face = chosen.get(key);
  if (!face) chosen.set(key, (face = pickFace(asked, code)));
  return face;
}

/** Faces picked so far, by font and character: a slide repeats its characters. */
const chosen = new Map<string, FaceFile>();

function pickFace(asked: FontAsked, code: number): FaceFile {
  const all = faceFiles();
  const family = all.filter((face) => face.family === asked.family);
  const styled = family.filter((face) => face.style === asked.style);
  const pool = styled.length > 0 ? styled : family;
  const weight = closestWeight(pool, asked.weight);
  const inWeight = pool.filter((face) => face.weight === weight);
  const inRange = inWeight.find(
    (face) => covers(face, code) && fontOf(face).hasGlyphForCodePoint(code),
  );
  if (inRange) return inRange;
  const anywhere = all.find((face) => fontOf(face).hasGlyphForCodePoint(code));
  if (anywhere) return anywhere;
  const system = fallbackFaces().filter((face) => fontOf(face).hasGlyphForCodePoint(code));
  const fallback = system.find((face) => face.weight === closestWeight(system, asked.weight));
  return fallback ?? inWeight[0] ?? all[0]!;
}

/** `text` cut into runs of characters drawn by the same face. */
export function splitByFace(asked: FontAsked, text: string): { face: FaceFile; text: string }[] {
  const runs: { face: FaceFile; text: string }[] = [];
  for (const char of text) {
    const face = faceFor(asked, char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

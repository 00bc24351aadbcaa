import colorNames from 'color-name';

// The drawing's colour parts (a part is a colour, not an id): every distinct colour used by fills,
// strokes, gradient stops and style rules, as lower-case #rrggbb. Kept in this one file so the
// shared sdk-core function can replace it without touching the importer.

const PAINT_ATTRIBUTE = /\s(fill|stroke|stop-color|flood-color|lighting-color|color)\s*=\s*(["'])(.*?)\2/gi;
const PAINT_DECLARATION = /(?:^|[;{\s"'])(fill|stroke|stop-color|flood-color|lighting-color|color)\s*:\s*([^;}"'!]+)/gi;

const hex2 = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/** `#abc`, `#aabbcc(dd)`, `rgb(…)`, `red` -> `#rrggbb`; undefined for none, currentColor, url(#…) and the like. */
export function normaliseColour(value: string): string | undefined {
  const colour = value.trim().toLowerCase();
  let match = colour.match(/^#([0-9a-f]{3,4})$/);
  if (match) return `#${[...match[1]!.slice(0, 3)].map((c) => c + c).join('')}`;
  match = colour.match(/^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/);
  if (match) return `#${match[1]}`;
  match = colour.match(/^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)/);
  if (match) {
    const channel = (c: string) => (c.endsWith('%') ? (parseFloat(c) * 255) / 100 : parseFloat(c));
    return `#${hex2(channel(match[1]!))}${hex2(channel(match[2]!))}${hex2(channel(match[3]!))}`;
  }
  const named = (colorNames as Record<string, readonly [number, number, number]>)[colour];
  return named ? `#${named.map(hex2).join('')}` : undefined;
}

/** The distinct colours of `svg`, in order of first use. */
export function colourParts(svg: string): string[] {
  const found = new Set<string>();
  const add = (value: string) => {
    const colour = normaliseColour(value);
    if (colour) found.add(colour);
  };
  for (const [, , , value] of svg.matchAll(PAINT_ATTRIBUTE)) add(value!);
  for (const [, , value] of svg.matchAll(PAINT_DECLARATION)) add(value!);
  return [...found];
}

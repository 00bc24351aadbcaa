/** CSS pixels per unit of the absolute lengths an SVG's width and height may be written in. */
const PX_PER_UNIT: Readonly<Record<string, number>> = {
  '': 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
};

/**
 * An SVG length in CSS pixels (`210mm` is 793.7), or null when it is not a positive absolute
 * length (a percentage, `auto`, an unknown unit): the importer and the renderer read a file's
 * width and height with it.
 */
export function svgLengthInPx(value: string | undefined): number | null {
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[-+]?[0-9]+)?)\s*([a-z]*)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const perUnit = PX_PER_UNIT[match[2]!.toLowerCase()];
  const px = perUnit === undefined ? NaN : Number(match[1]) * perUnit;
  return px > 0 && Number.isFinite(px) ? px : null;
}

import {
  MAX_SVG_CHARACTERS,
  sanitizeSvgBytes,
  sanitizeSvgWithReport,
  svgLengthInPx,
  type SvgRemoval,
} from '@figura/sdk-core/schema';
import { optimize, type CustomPlugin } from 'svgo';

/** What cleaning made of one file: the stored markup, its viewBox size and what was removed; or why not. */
export type Cleaned =
  | { ok: true; svg: string; width: number; height: number; removed: SvgRemoval[] }
  | { ok: false; reason: string; removed: SvgRemoval[] };

/** A file with a size and no viewBox gets the viewBox its size implies (`210mm` is 793.7 user units). */
const viewBoxFromSize: CustomPlugin = {
  name: 'viewBoxFromSize',
  fn: () => ({
    element: {
      enter: (node, parent) => {
        if (node.name !== 'svg' || parent.type !== 'root' || node.attributes.viewBox) return;
        const width = svgLengthInPx(node.attributes.width);
        const height = svgLengthInPx(node.attributes.height);
        if (width && height)
          node.attributes.viewBox = `0 0 ${+width.toFixed(3)} ${+height.toFixed(3)}`;
      },
    },
  }),
};

/** The id prefix of an item: unique per item, a valid XML name, so two items on one slide never clash. */
export function idPrefix(itemId: string): string {
  return `f-${itemId.replace(/[^a-z0-9]+/g, '-')}`;
}

export function viewBoxSize(svg: string): { width: number; height: number } | undefined {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const numbers = root
    .match(/\sviewBox\s*=\s*["']([^"']*)["']/)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)))
    return undefined;
  const [, , width, height] = numbers as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * Sanitise (the one sanitiser), then normalise with svgo: ids prefixed per item, a viewBox, no
 * width/height, text kept as text. The optimised file is sanitised once more so what is stored is
 * exactly what the sanitiser writes (the schema checks that), and held to the one size limit.
 */
export function cleanSvg(raw: string | Uint8Array, itemId: string): Cleaned {
  const first = typeof raw === 'string' ? sanitizeSvgWithReport(raw) : sanitizeSvgBytes(raw);
  const removed = first.removed;
  if (first.refused) return { ok: false, reason: first.refused, removed };
  let optimised: string;
  try {
    // Tabs and newlines the sanitiser escaped in attribute values draw as spaces; svgo's parser
    // refuses more than 512 character references, which long Inkscape paths easily have.
    optimised = optimize(first.svg.replace(/&#(?:9|10|13|x9|xA|xD);/gi, ' '), {
      multipass: false,
      plugins: [
        viewBoxFromSize,
        {
          name: 'preset-default',
          params: {
            overrides: {
              // Merged transforms are rounded to 3 digits: Inkscape's matrix(1.25…)·scale(0.1)
              // became .13, 4 % too large. Keep the file's own transforms.
              convertTransform: false,
            },
          },
        },
        'removeDimensions',
        { name: 'prefixIds', params: { prefix: idPrefix(itemId), delim: '-' } },
      ],
    }).data;
  } catch (error) {
    return {
      ok: false,
      reason: `the file could not be read as SVG (${(error as Error).message.split('\n')[0]})`,
      removed,
    };
  }
  const svg = sanitizeSvgWithReport(optimised).svg;
  const size = viewBoxSize(svg);
  if (!size)
    return { ok: false, reason: 'no viewBox and no width and height to make one from', removed };
  if (svg.length > MAX_SVG_CHARACTERS)
    return {
      ok: false,
      reason: `too large: ${svg.length.toLocaleString('en')} characters after cleaning (the limit is ${MAX_SVG_CHARACTERS.toLocaleString('en')})`,
      removed,
    };
  return { ok: true, svg, ...size, removed };
}

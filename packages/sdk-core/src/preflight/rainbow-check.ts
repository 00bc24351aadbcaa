import { colord } from 'colord';
import { chartColours } from './colour-checks';
import { toHex, type Rgb } from './colour';
import type { Finding, SlideContext } from './types';

/** The fewest series whose colours can make a rainbow: fewer are a handful of categories. */
const RAINBOW_MIN_COLOURS = 5;
/** How far round the colour wheel, in degrees, the series must walk one way. */
const RAINBOW_MIN_SWEEP = 180;

// Greys, slates (a chart's axes), pastels and near-blacks are not a rainbow's colours.
function isVivid(colour: Rgb): boolean {
  const { s, l } = colord(colour).toHsl();
  return s >= 45 && l >= 20 && l <= 80;
}

/** The signed shortest turn from hue `a` to hue `b`, in degrees (-180, 180]. */
function hueTurn(a: number, b: number): number {
  const turn = (((b - a) % 360) + 360) % 360;
  return turn > 180 ? turn - 360 : turn;
}

/**
 * Whether colours, in series order, walk the rainbow: at least five vivid colours whose hue turns
 * the same way at every step (no step a jump across the wheel) and sweeps at least half of it, as a
 * "jet" or "rainbow" colour map does. Categories in a designed palette jump back and forth instead.
 */
export function walksRainbow(colours: readonly Rgb[]): boolean {
  const hues = colours.filter(isVivid).map((colour) => colord(colour).toHsl().h);
  if (hues.length < RAINBOW_MIN_COLOURS) return false;
  let sweep = 0;
  let direction = 0;
  for (let index = 1; index < hues.length; index++) {
    const turn = hueTurn(hues[index - 1]!, hues[index]!);
    if (Math.abs(turn) < 8 || Math.abs(turn) > 100) return false;
    const sign = Math.sign(turn);
    if (direction !== 0 && sign !== direction) return false;
    direction = sign;
    sweep += Math.abs(turn);
  }
  return sweep >= RAINBOW_MIN_SWEEP;
}

/**
 * Charts coloured by a rainbow: readers see steps where the data changes evenly, and its greens,
 * yellows and reds collapse for the colour-blind (Crameri, Shephard & Heron, "The misuse of colour
 * in science communication", Nature Communications 11, 5444, 2020). A top-level chart is offered
 * the Okabe–Ito palette in one click.
 */
export function checkRainbowCharts(slide: SlideContext): Finding[] {
  const { scene, slideIndex, t, colours } = slide;
  const findings: Finding[] = [];
  for (const item of scene) {
    if (item.element.type !== 'chart') continue;
    const vivid = chartColours(item.element.svg, colours).filter(isVivid);
    if (!walksRainbow(vivid)) continue;
    findings.push({
      check: 'colour-vision',
      severity: 'warning',
      slideIndex,
      elementId: item.rootId,
      variant: `rainbow:${item.element.id}`,
      ...(item.rootId === item.element.id ? { fix: 'chart-palette' as const } : {}),
      message: t('editor:preflight.messages.rainbow', {
        first: toHex(vivid[0]!),
        last: toHex(vivid[vivid.length - 1]!),
        count: vivid.length,
      }),
    });
  }
  return findings;
}

import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import labPlugin from 'colord/plugins/lab';
import namesPlugin from 'colord/plugins/names';

import { contrastRatio, toLinear, type Rgb } from '../design/contrast';

extend([namesPlugin, a11yPlugin, labPlugin]);

export { contrastRatio, type Rgb };

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** A stored colour (`#hex`, `rgb()`, a name) as opaque sRGB over `under`; null for none/transparent. */
export function readColour(value: string | null | undefined, under: Rgb = WHITE): Rgb | null {
  if (!value || value === 'transparent' || value === 'none') return null;
  const parsed: Colord = colord(value);
  if (!parsed.isValid()) return null;
  const { r, g, b, a } = parsed.toRgb();
  return a >= 1 ? { r, g, b } : mix(under, { r, g, b }, a);
}

/** `over` laid on `under` at `opacity` (0–1). */
export function mix(under: Rgb, over: Rgb, opacity: number): Rgb {
  const k = Math.min(1, Math.max(0, opacity));
  return {
    r: Math.round(under.r + (over.r - under.r) * k),
    g: Math.round(under.g + (over.g - under.g) * k),
    b: Math.round(under.b + (over.b - under.b) * k),
  };
}

const hex2 = (channel: number) => channel.toString(16).padStart(2, '0');
export const toHex = ({ r, g, b }: Rgb) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** CIEDE2000 colour difference (0 = the same colour; about 2 is just noticeable). */
export const deltaE = (a: Rgb, b: Rgb) => colord(a).delta(colord(b)) * 100;

export const VISION_DEFICIENCIES = ['deuteranopia', 'protanopia', 'tritanopia'] as const;
export type VisionDeficiency = (typeof VISION_DEFICIENCIES)[number];

/**
 * Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color Vision
 * Deficiency", IEEE TVCG 15(6), 2009: the severity 1.0 matrices (dichromacy), row by row, applied
 * to linear RGB as the model intends.
 */
const MACHADO_2009: Record<VisionDeficiency, readonly number[]> = {
  protanopia: [
    0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998,
  ],
  deuteranopia: [
    0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881,
  ],
  tritanopia: [
    1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039,
  ],
};

const toEncoded = (linear: number) => {
  const c = Math.min(1, Math.max(0, linear));
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
};

/** How `colour` looks to someone with `deficiency` (Machado et al. 2009). */
export function simulate(colour: Rgb, deficiency: VisionDeficiency): Rgb {
  const m = MACHADO_2009[deficiency];
  const r = toLinear(colour.r);
  const g = toLinear(colour.g);
  const b = toLinear(colour.b);
  return {
    r: toEncoded(m[0]! * r + m[1]! * g + m[2]! * b),
    g: toEncoded(m[3]! * r + m[4]! * g + m[5]! * b),
    b: toEncoded(m[6]! * r + m[7]! * g + m[8]! * b),
  };
}

const keyOf = ({ r, g, b }: Rgb) => (r << 16) | (g << 8) | b;

/**
 * The colour work of one preflight run, remembered for the run: a slide repeats few colours
 * many times, and parsing, simulating and comparing them is what the colour checks spend on.
 */
export function createColourCache() {
  const parsed = new Map<string, Rgb | null>();
  const simulated = new Map<string, Rgb>();
  const differences = new Map<string, number>();
  return {
    /** readColour of an opaque-or-not colour over white, remembered by its text. */
    read(value: string | null | undefined, under: Rgb = WHITE): Rgb | null {
      if (!value) return null;
      const key = `${value}|${keyOf(under)}`;
      let colour = parsed.get(key);
      if (colour === undefined) {
        colour = readColour(value, under);
        parsed.set(key, colour);
      }
      return colour;
    },
    simulate(colour: Rgb, deficiency: VisionDeficiency): Rgb {
      const key = `${deficiency}|${keyOf(colour)}`;
      let result = simulated.get(key);
      if (!result) {
        result = simulate(colour, deficiency);
        simulated.set(key, result);
      }
      return result;
    },
    deltaE(a: Rgb, b: Rgb): number {
      const ka = keyOf(a);
      const kb = keyOf(b);
      const key = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
      let result = differences.get(key);
      if (result === undefined) {
        result = deltaE(a, b);
        differences.set(key, result);
      }
      return result;
    },
  };
}
export type ColourCache = ReturnType<typeof createColourCache>;

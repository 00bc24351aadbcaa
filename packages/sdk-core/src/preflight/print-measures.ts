// The numbers that say how a profile prints a design, apart from the registry and the words:
// the portal's journal choices read them without carrying the profiles' code.
import { CSS_DPI, type PreflightProfile } from './profile-types';

/** Inches to centimetres to a tenth, as journals state their boxes; inches to a hundredth. */
const cm = (inches: number) => Math.round(inches * 25.4) / 10;
const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The numbers of that sentence, for words of another namespace (the portal's journal choices):
 * a print size in cm and in, its dpi and smallest text, or a screen's width in px.
 */
export function profilePrintMeasures(
  profile: Pick<PreflightProfile, 'dpi' | 'printWidthIn' | 'printHeightIn' | 'minFontPt'>,
):
  | { kind: 'screen'; width: number; min: number }
  | {
      kind: 'print';
      widthCm: number;
      heightCm: number;
      widthIn: number;
      heightIn: number;
      dpi: number;
      min: number;
    } {
  if (profile.dpi === null)
    return {
      kind: 'screen',
      width: Math.round(profile.printWidthIn * CSS_DPI),
      min: profile.minFontPt,
    };
  return {
    kind: 'print',
    widthCm: cm(profile.printWidthIn),
    heightCm: cm(profile.printHeightIn),
    widthIn: hundredths(profile.printWidthIn),
    heightIn: hundredths(profile.printHeightIn),
    dpi: profile.dpi,
    min: profile.minFontPt,
  };
}

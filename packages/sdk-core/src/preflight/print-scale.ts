// Sizes at print: a slide is printed (or shown) fitted into its profile's print size, so one slide
// pixel is a fixed number of points there. The checks measure with it; the editor sizes with it
// (a chart's text that meets the profile's smallest).
import { CHART_TEXT_SIZE_RANGE, type ChartTextSizes } from '../schema/document/chart-kinds';
import type { PreflightProfile } from './profile-types';

export const POINTS_PER_INCH = 72;

/** Points at print size per slide pixel: the slide fitted into the profile's print size. */
export function pointsPerPixel(
  profile: Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn'>,
  slide: { width: number; height: number },
): number {
  return Math.min(
    (profile.printWidthIn * POINTS_PER_INCH) / slide.width,
    (profile.printHeightIn * POINTS_PER_INCH) / slide.height,
  );
}

/**
 * The smallest font size, in slide px, that `profile` accepts on a slide of `size` (the slide
 * fitted into the profile's print size, as preflight measures it): 50 px for Cell on 1200 x 1200.
 */
export function minFontSizeFor(
  profile: Pick<PreflightProfile, 'minFontPt' | 'printWidthIn' | 'printHeightIn'>,
  size: { width: number; height: number },
): number {
  // Preflight compares sizes rounded to a tenth of a point; a hair under stays under.
  return Math.ceil(profile.minFontPt / pointsPerPixel(profile, size) - 1e-6);
}

/**
 * What a figure made for no journal is read as: a slide shown as presentation software sizes it
 * (144 px to the inch: a 1920 px slide is 13.33 in wide), its text at least 14 pt there, so a
 * chart added to a 1920 px slide has text of 28 px, readable from the back of a room (12.6 px
 * before: unreadable projected).
 */
export const ON_SCREEN_PX_PER_INCH = 144;
export const ON_SCREEN_MIN_FONT_PT = 14;

/** The on-screen reading of a slide as a profile's print size and smallest text. */
export function onScreenTarget(slide: {
  width: number;
  height: number;
}): Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn' | 'minFontPt'> {
  return {
    printWidthIn: slide.width / ON_SCREEN_PX_PER_INCH,
    printHeightIn: slide.height / ON_SCREEN_PX_PER_INCH,
    minFontPt: ON_SCREEN_MIN_FONT_PT,
  };
}

/**
 * A chart's text sizes (in its drawing's units) that print at the profile's smallest text or
 * larger: a part already large enough keeps its size, titles stay a step above the rest.
 * `pixelsPerUnit`: slide pixels per drawing unit (the chart's box over its drawing's width).
 * `reachable` is false when even the largest size prints too small (the chart is too small).
 */
export function chartTextSizesMeeting(
  profile: Pick<PreflightProfile, 'printWidthIn' | 'printHeightIn' | 'minFontPt'>,
  slide: { width: number; height: number },
  current: ChartTextSizes,
  pixelsPerUnit: number,
): { sizes: ChartTextSizes; reachable: boolean } {
  const pointsPerUnit = pointsPerPixel(profile, slide) * pixelsPerUnit;
  // Half units up: the inspector shows sizes to one decimal, and rounding must not undershoot.
  const least = Math.ceil((profile.minFontPt / pointsPerUnit) * 2) / 2;
  const within = (units: number) =>
    Math.min(CHART_TEXT_SIZE_RANGE.max, Math.max(CHART_TEXT_SIZE_RANGE.min, units));
  const atLeast = (units: number, floor: number) => within(Math.max(units, floor));
  const sizes = {
    ticks: atLeast(current.ticks, least),
    labels: atLeast(current.labels, least),
    legend: atLeast(current.legend, least),
    titles: atLeast(current.titles, Math.ceil(least * 1.15 * 2) / 2),
  };
  return { sizes, reachable: least <= CHART_TEXT_SIZE_RANGE.max };
}

import { humanTitle } from '../describe/human-title';
import { SCIENTIFIC_TYPES } from '../schema/document/constants';
import { SVG_SHAPES } from '../svg/drawable';
import type { SceneItem } from './scene';
import { attribute, elementSvgScale, shownText, type DrawnText } from './texts';
import type { Finding, SlideContext } from './types';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The smallest text of each element, when it is below the profile's smallest font at print size. */
export function checkFontSize(slide: SlideContext, texts: readonly DrawnText[]): Finding[] {
  const { profile, profileName, ptPerPx, slideIndex, t } = slide;
  const smallest = new Map<SceneItem, DrawnText>();
  for (const text of texts) {
    const current = smallest.get(text.item);
    if (!current || text.sizePx < current.sizePx) smallest.set(text.item, text);
  }
  const findings: Finding[] = [];
  for (const [item, text] of smallest) {
    const sizePt = text.sizePx * ptPerPx;
    // Rounded as shown, so the message never says "6 pt … asks for at least 6 pt".
    if (oneDecimal(sizePt) >= profile.minFontPt) continue;
    findings.push({
      check: 'font-size',
      severity: 'error',
      slideIndex,
      elementId: item.rootId,
      variant: item.element.id,
      ...(item.rootId !== item.element.id
        ? {}
        : item.element.type === 'chart'
          ? { fix: 'chart-text' as const }
          : SCIENTIFIC_TYPES.includes(item.element.type as never)
            ? { fix: 'scientific-text' as const }
            : {}),
      // A part of the text (a superscript) is named by its own characters, in its text.
      message: text.run
        ? t('editor:preflight.messages.fontSizeRun', {
            run: shownText(text.run),
            text: shownText(text.text),
            size: oneDecimal(sizePt),
            profile: profileName,
            min: profile.minFontPt,
          })
        : t('editor:preflight.messages.fontSize', {
            text: shownText(text.text),
            size: oneDecimal(sizePt),
            profile: profileName,
            min: profile.minFontPt,
          }),
    });
  }
  return findings;
}

const LINES = new Set(['line', 'arrow', 'DynamicLine', 'right_angle_line']);
const OUTLINED = new Set(['rect', 'circle', 'shape', 'dynamic_shape', 'path', 'polygon']);

/** The stroke of a line or an outlined shape as drawn, in slide px; null when it has none. */
export function strokeWidthPx(item: SceneItem): number | null {
  const element = item.element as SceneItem['element'] & {
    stroke?: string | null;
    strokeWidth?: number;
  };
  if (!element.stroke || !element.strokeWidth) return null;
  // Lines keep their points in slide space, so only their groups scale their stroke; a box
  // element's own scale (groups' included, baked in by sceneOf) scales its outline.
  if (LINES.has(element.type)) return element.strokeWidth * item.groupScale;
  if (!OUTLINED.has(element.type) || !('scaleX' in element)) return null;
  return element.strokeWidth * Math.min(Math.abs(element.scaleX), Math.abs(element.scaleY));
}

/**
 * Lines, arrows, connectors and shape outlines thinner than the profile's thinnest line at print
 * size (strokes inside illustrations, icons, charts and molecules: checkDrawingLineWeight).
 */
export function checkLineWeight(slide: SlideContext): Finding[] {
  const { profile, profileName, ptPerPx, slideIndex, t, scene } = slide;
  const findings: Finding[] = [];
  for (const item of scene) {
    const width = strokeWidthPx(item);
    if (width === null) continue;
    const weightPt = width * ptPerPx;
    if (twoDecimals(weightPt) >= profile.minLineWeightPt) continue;
    const values = {
      weight: twoDecimals(weightPt),
      profile: profileName,
      min: profile.minLineWeightPt,
    };
    findings.push({
      check: 'line-weight',
      severity: 'error',
      slideIndex,
      elementId: item.rootId,
      variant: item.element.id,
      message: LINES.has(item.element.type)
        ? t('editor:preflight.messages.lineWeight', values)
        : t('editor:preflight.messages.outlineWeight', values),
    });
  }
  return findings;
}

/** Elements drawn from an SVG of their own, whose strokes scale with them. */
const DRAWINGS = new Set<string>([
  'illustration',
  'icon',
  'svg_part',
  'chart',
  'molecule',
  ...SCIENTIFIC_TYPES,
]);
/** Every tag: closing (`/`), its name, its attributes, self-closing (`/`). */
const SVG_TAG = /<(\/?)([a-zA-Z][\w:-]*)\b([^>]*?)(\/?)>/g;
/** The tags that paint a stroke themselves (a group only passes its stroke down). */
const STROKED_SHAPES = new Set<string>([...SVG_SHAPES, 'text', 'tspan']);
/** Thinnest strokes by SVG, remembered across runs: library drawings repeat on every check. */
const thinnestBySvg = new Map<string, number | null>();
const REMEMBERED_SVGS = 500;

/** A tag's stroke and stroke width, each its own (attribute or style) or its parent's. */
interface StrokeState {
  paint: string | undefined;
  width: string | undefined;
}

/**
 * The thinnest stroke an SVG draws, in its own units: each shape that paints a stroke (not
 * `none`), at its `stroke-width` (attribute or style, its own or passed down by its groups; 1,
 * SVG's default, where none names one). Null when it strokes nothing.
 */
export function thinnestStroke(svg: string): number | null {
  const known = thinnestBySvg.get(svg);
  if (known !== undefined) return known;
  let thinnest = Number.POSITIVE_INFINITY;
  const open: StrokeState[] = [{ paint: undefined, width: undefined }];
  for (const [, closing, name = '', attributes = '', selfClosing] of svg.matchAll(SVG_TAG)) {
    if (closing) {
      if (open.length > 1) open.pop();
      continue;
    }
    const parent = open[open.length - 1]!;
    const own = (key: string) => {
      const value = attribute(attributes, key)?.trim();
      return value === undefined || value === 'inherit' ? undefined : value;
    };
    const state = {
      paint: own('stroke') ?? parent.paint,
      width: own('stroke-width') ?? parent.width,
    };
    if (!selfClosing) open.push(state);
    if (!STROKED_SHAPES.has(name.toLowerCase())) continue;
    const paint = state.paint;
    if (!paint || paint === 'none' || paint === 'transparent') continue;
    const text = state.width ?? '1';
    // Plain numbers and px only: a percentage or an em is relative to what this cannot know.
    if (!/^[\d.]+(px)?$/.test(text)) continue;
    const width = Number.parseFloat(text);
    if (width > 0 && width < thinnest) thinnest = width;
  }
  const result = Number.isFinite(thinnest) ? thinnest : null;
  if (thinnestBySvg.size >= REMEMBERED_SVGS) thinnestBySvg.clear();
  thinnestBySvg.set(svg, result);
  return result;
}

/**
 * Strokes inside drawings (illustrations, icons, charts, molecules) thinner than the profile's
 * thinnest line at print size: a warning, with how wide the drawing must be shown for them to
 * hold (the drawing is the library's or the chart's, not a line the person drew).
 */
export function checkDrawingLineWeight(slide: SlideContext): Finding[] {
  const { profile, profileName, ptPerPx, slideIndex, t, scene } = slide;
  const findings: Finding[] = [];
  for (const { element, rootId } of scene) {
    if (!DRAWINGS.has(element.type) || !('svg' in element) || !('scaleX' in element)) continue;
    const thinnest = thinnestStroke(element.svg);
    if (thinnest === null) continue;
    const scale = elementSvgScale(element);
    if (scale === null) continue;
    const weightPt = thinnest * scale * ptPerPx;
    if (twoDecimals(weightPt) >= profile.minLineWeightPt) continue;
    const width = Math.ceil(
      (element.width * Math.abs(element.scaleX) * profile.minLineWeightPt) / weightPt,
    );
    // Wider than the slide is no advice: the drawing's lines are too fine for this print size.
    const key = width > slide.document.width ? 'drawingLineWeightTooFine' : 'drawingLineWeight';
    findings.push({
      check: 'line-weight',
      severity: 'warning',
      slideIndex,
      elementId: rootId,
      variant: `drawing:${element.id}`,
      message: t(`editor:preflight.messages.${key}`, {
        name: drawingName(element, t),
        weight: twoDecimals(weightPt),
        profile: profileName,
        min: profile.minLineWeightPt,
        width,
      }),
    });
  }
  return findings;
}

function drawingName(element: SceneItem['element'], t: SlideContext['t']): string {
  const named = 'name' in element && element.name?.trim();
  if (named && (element.type === 'illustration' || element.type === 'icon'))
    return `“${humanTitle(named)}”`;
  return t(`editor:preflight.drawings.${element.type as 'illustration'}`);
}

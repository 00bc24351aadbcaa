import type { SceneItem } from './scene';
import { shownText, type DrawnText } from './texts';
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
      ...(item.element.type === 'chart' && item.rootId === item.element.id
        ? { fix: 'chart-text' as const }
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
 * size. Strokes inside illustrations, icons, charts and molecules (their SVG) are not measured.
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

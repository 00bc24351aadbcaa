import {
  VISION_DEFICIENCIES,
  WHITE,
  contrastRatio,
  createColourCache,
  mix,
  toHex,
  type ColourCache,
  type Rgb,
  type VisionDeficiency,
} from './colour';
import type { Translate } from '../i18n/create-i18n';
import { SCIENTIFIC_TYPES } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import type { TextboxElement } from '../schema/document/elements';
import { OKABE_ITO } from './okabe-ito';
import { boundsContain, boundsNear, centreOf, sceneOf, type SceneItem } from './scene';
import { drawnTexts, shownText, type DrawnText } from './texts';
import type { Finding, SlideContext } from './types';

/** WCAG 2.x (1.4.3): 4.5:1 for text, 3:1 for large text (18 pt, or 14 pt bold). */
const MIN_CONTRAST = 4.5;
const MIN_CONTRAST_LARGE = 3;
const isLarge = (sizePt: number, bold: boolean) => sizePt >= 18 || (bold && sizePt >= 14);

/**
 * Fills at least this far apart (CIEDE2000) are meant to be told apart; under a colour-vision
 * deficiency they are flagged when they come closer than COLLAPSED_DELTA_E (about the distance
 * below which small neighbouring marks, like chart series, are mistaken for one another).
 */
const DISTINCT_DELTA_E = 15;
const COLLAPSED_DELTA_E = 10;

/** Filled shapes: what text may sit on (images, illustrations and icons have no one colour). */
const FILLED = new Set(['rect', 'circle', 'shape', 'dynamic_shape', 'path', 'polygon']);
/** Elements with many colours: text over them has no one background to measure against. */
const PICTURES = new Set([
  'upload',
  'generation',
  'illustration',
  'icon',
  'svg_part',
  'chart',
  'molecule',
  ...SCIENTIFIC_TYPES,
]);

const fillOf = (item: SceneItem) => (item.element as { fill?: string | null }).fill ?? null;

/** A filled shape's colour as drawn (over the slide's by its opacity), or null without one. */
function shownFill(item: SceneItem, slideColour: Rgb, colours: ColourCache): Rgb | null {
  const colour = colours.read(fillOf(item), slideColour);
  return colour ? mix(slideColour, colour, item.opacity) : null;
}

const rounded = (value: number) => Math.round(value * 10) / 10;

/** The deficiencies' names, translated once. */
function deficiencyNames(t: Translate) {
  const names = new Map(
    VISION_DEFICIENCIES.map((deficiency) => [
      deficiency,
      t(`editor:preflight.deficiencies.${deficiency}`),
    ]),
  );
  return (deficiency: VisionDeficiency) => names.get(deficiency)!;
}

/**
 * What is behind a text, approximated: the topmost element drawn before it whose box contains
 * the text's centre. A filled shape gives its fill (over the slide's background by its
 * opacity); a picture gives nothing to measure (null); nothing gives the slide's background.
 */
function backgroundOf(
  item: SceneItem,
  scene: readonly SceneItem[],
  slide: Rgb,
  colours: ColourCache,
): Rgb | null {
  const { x, y } = centreOf(item.bounds);
  for (let index = item.order - 1; index >= 0; index--) {
    const under = scene[index]!;
    if (!boundsContain(under.bounds, x, y)) continue;
    if (PICTURES.has(under.element.type)) return null;
    if (!FILLED.has(under.element.type)) continue; // lines and text: look further down
    const fill = colours.read(fillOf(under), slide);
    if (!fill) continue;
    return mix(slide, fill, under.opacity);
  }
  return slide;
}

/** Black and white: inks no reader sees as another colour. */
const INKS = ['#000000', '#ffffff'] as const;

/** The lowest contrast of `colour` on `behind` for any reader (typical vision or a deficiency). */
function worstContrast(colour: Rgb, behind: Rgb, colours: ColourCache): number {
  let worst = contrastRatio(colour, behind);
  for (const deficiency of VISION_DEFICIENCIES)
    worst = Math.min(
      worst,
      contrastRatio(colours.simulate(colour, deficiency), colours.simulate(behind, deficiency)),
    );
  return worst;
}

/** Of black and white, the ink that reads best on `behind` for every reader, and how well. */
function steadiestInk(behind: Rgb, colours: ColourCache): { ink: string; worst: number } {
  let best: { ink: string; worst: number } = { ink: INKS[0], worst: -1 };
  for (const ink of INKS) {
    const worst = worstContrast(colours.read(ink)!, behind, colours);
    if (worst > best.worst) best = { ink, worst };
  }
  return best;
}

/** Text contrast against what is behind it, and what each colour-vision deficiency does to it. */
export function checkTextColours(slide: SlideContext, texts: readonly DrawnText[]): Finding[] {
  const { document, scene, ptPerPx, slideIndex, t, colours } = slide;
  const slideColour = colours.read(document.background) ?? WHITE;
  const worst = new Map<SceneItem, { text: DrawnText; ratio: number; min: number; behind: Rgb }>();
  const deficiencyName = deficiencyNames(t);
  const collapses = new Map<
    SceneItem,
    {
      text: DrawnText;
      before: number;
      after: number;
      deficiency: VisionDeficiency;
      min: number;
      behind: Rgb;
    }
  >();
  for (const text of texts) {
    const behind = backgroundOf(text.item, scene, slideColour, colours);
    if (!behind) continue;
    const fill = colours.read(text.fill, behind);
    if (!fill) continue;
    const colour = mix(behind, fill, text.item.opacity);
    const ratio = contrastRatio(colour, behind);
    const min = isLarge(text.sizePx * ptPerPx, text.bold) ? MIN_CONTRAST_LARGE : MIN_CONTRAST;
    if (ratio < min) {
      const current = worst.get(text.item);
      if (!current || ratio < current.ratio) worst.set(text.item, { text, ratio, min, behind });
      continue;
    }
    for (const deficiency of VISION_DEFICIENCIES) {
      const after = contrastRatio(
        colours.simulate(colour, deficiency),
        colours.simulate(behind, deficiency),
      );
      const current = collapses.get(text.item);
      if (after < min && (!current || after < current.after))
        collapses.set(text.item, { text, before: ratio, after, deficiency, min, behind });
    }
  }
  // A text (or a run in its own colour) gets black or white where that reads for everyone.
  const inkFix = (text: DrawnText, min: number, behind: Rgb) =>
    text.item.element.type === 'textbox' &&
    text.item.rootId === text.item.element.id &&
    steadiestInk(behind, colours).worst >= min
      ? { fix: 'text-colour' as const }
      : {};
  const findings: Finding[] = [];
  for (const [item, { text, ratio, min, behind }] of worst)
    findings.push({
      check: 'contrast',
      severity: 'warning',
      slideIndex,
      elementId: item.rootId,
      variant: item.element.id,
      ...inkFix(text, min, behind),
      message: t('editor:preflight.messages.contrast', {
        text: shownText(text.text),
        ratio: rounded(ratio),
        min,
      }),
    });
  for (const [item, { text, before, after, deficiency, min, behind }] of collapses)
    findings.push({
      check: 'colour-vision',
      severity: 'warning',
      slideIndex,
      elementId: item.rootId,
      variant: `text:${item.element.id}`,
      ...inkFix(text, min, behind),
      message: t('editor:preflight.messages.textVision', {
        text: shownText(text.text),
        deficiency: deficiencyName(deficiency),
        before: rounded(before),
        after: rounded(after),
      }),
    });
  return findings;
}

/** The slide's scene and its top-level element `elementId` in it (a fix's target). */
function topLevel(document: SlideDocument, elementId: string) {
  const scene = sceneOf(document.elements);
  const target = scene.find((item) => item.element.id === elementId && item.rootId === elementId);
  return { scene, target };
}

/**
 * Top-level textbox `elementId` with each of its colours (its own and its runs') that some reader
 * cannot read on what is behind it (below 4.5:1) set in black or white, whichever reads best
 * there for every reader: the 'text-colour' fix. Null with nothing of one colour behind it.
 */
export function inkedText(
  document: SlideDocument,
  elementId: string,
  colours: ColourCache = createColourCache(),
): TextboxElement | null {
  const { scene, target } = topLevel(document, elementId);
  if (!target || target.element.type !== 'textbox') return null;
  const behind = backgroundOf(target, scene, colours.read(document.background) ?? WHITE, colours);
  if (!behind) return null;
  const { ink } = steadiestInk(behind, colours);
  const unreadable = (fill: unknown) => {
    const colour = typeof fill === 'string' ? colours.read(fill, behind) : null;
    if (!colour) return false;
    return worstContrast(mix(behind, colour, target.opacity), behind, colours) < MIN_CONTRAST;
  };
  const text = target.element;
  return {
    ...text,
    fill: unreadable(text.fill) ? ink : text.fill,
    styles: text.styles.map((run) =>
      unreadable((run.style as { fill?: unknown }).fill)
        ? { ...run, style: { ...run.style, fill: ink } }
        : run,
    ),
  };
}

/** Each run's charts' colours by SVG: the colour checks read them twice, and charts repeat. */
const chartColoursByRun = new WeakMap<ColourCache, Map<string, Rgb[]>>();

/** The colours a chart's SVG fills its marks with (its series), greys left out. */
export function chartColours(svg: string, colours: ColourCache): Rgb[] {
  let bySvg = chartColoursByRun.get(colours);
  if (!bySvg) chartColoursByRun.set(colours, (bySvg = new Map()));
  const known = bySvg.get(svg);
  if (known) return known;
  const found = new Map<string, Rgb>();
  for (const match of svg.matchAll(/<(?:rect|path|circle|polygon|polyline|ellipse)\b[^>]*>/g)) {
    const paint = /\s(?:fill|stroke)="(#[0-9a-fA-F]{3,8}|[a-z]+)"/g;
    for (const value of match[0].matchAll(paint)) {
      const colour = colours.read(value[1]);
      if (!colour || isGrey(colour)) continue;
      found.set(toHex(colour), colour);
    }
  }
  const series = [...found.values()];
  bySvg.set(svg, series);
  return series;
}

const isGrey = ({ r, g, b }: Rgb) => Math.max(r, g, b) - Math.min(r, g, b) < 24;

interface Collapse {
  a: Rgb;
  b: Rgb;
  deficiency: VisionDeficiency;
  after: number;
}

/** Whether two colours told apart in normal vision look alike under a deficiency (the worst). */
function collapseOf(a: Rgb, b: Rgb, colours: ColourCache): Collapse | null {
  if (colours.deltaE(a, b) < DISTINCT_DELTA_E) return null;
  let result: Collapse | null = null;
  for (const deficiency of VISION_DEFICIENCIES) {
    const after = colours.deltaE(colours.simulate(a, deficiency), colours.simulate(b, deficiency));
    if (after < COLLAPSED_DELTA_E && (!result || after < result.after))
      result = { a, b, deficiency, after };
  }
  return result;
}

/**
 * Distinct fills used side by side that look alike under deuteranopia, protanopia or tritanopia: the series
 * of a chart, and filled shapes that touch or overlap.
 */
export function checkFillVision(slide: SlideContext, texts: readonly DrawnText[]): Finding[] {
  const { document, scene, slideIndex, t, colours } = slide;
  const slideColour = colours.read(document.background) ?? WHITE;
  const findings: Finding[] = [];
  const deficiencyName = (deficiency: VisionDeficiency) =>
    t(`editor:preflight.deficiencies.${deficiency}`);

  for (const item of scene) {
    if (item.element.type !== 'chart') continue;
    const series = chartColours(item.element.svg, colours);
    for (let i = 0; i < series.length; i++)
      for (let j = i + 1; j < series.length; j++) {
        const collapse = collapseOf(series[i]!, series[j]!, colours);
        if (!collapse) continue;
        findings.push({
          check: 'colour-vision',
          severity: 'warning',
          slideIndex,
          elementId: item.rootId,
          variant: `chart:${item.element.id}:${i}:${j}`,
          // A top-level chart can take a safe palette in one click.
          ...(item.rootId === item.element.id ? { fix: 'chart-palette' as const } : {}),
          message: t('editor:preflight.messages.chartVision', {
            a: toHex(collapse.a),
            b: toHex(collapse.b),
            deficiency: deficiencyName(collapse.deficiency),
            deltaE: rounded(collapse.after),
          }),
        });
      }
  }

  const filled = scene
    .filter((item) => FILLED.has(item.element.type))
    .map((item) => ({ item, colour: shownFill(item, slideColour, colours) }))
    .filter((entry): entry is { item: SceneItem; colour: Rgb } => entry.colour !== null);
  // Touching: within 1 % of the slide's longer side. One problem per pair of colours (at the
  // first two shapes found using them): a pattern repeated across the slide is one decision.
  const gap = Math.max(document.width, document.height) * 0.01;
  const reported = new Set<string>();
  for (let i = 0; i < filled.length; i++)
    for (let j = i + 1; j < filled.length; j++) {
      const first = filled[i]!;
      const second = filled[j]!;
      if (!boundsNear(first.item.bounds, second.item.bounds, gap)) continue;
      const collapse = collapseOf(first.colour, second.colour, colours);
      if (!collapse) continue;
      const pair = [toHex(collapse.a), toHex(collapse.b)].sort().join('|');
      if (reported.has(pair)) continue;
      reported.add(pair);
      // A top-level shape can take a fill its neighbours stay apart from, in one click.
      const recolourable =
        second.item.rootId === second.item.element.id &&
        saferFillIn(scene, texts, document, second.item, colours) !== null;
      findings.push({
        check: 'colour-vision',
        severity: 'warning',
        slideIndex,
        elementId: second.item.rootId,
        variant: `fills:${pair}`,
        ...(recolourable ? { fix: 'shape-colour' as const } : {}),
        message: t('editor:preflight.messages.fillVision', {
          a: toHex(collapse.a),
          b: toHex(collapse.b),
          deficiency: deficiencyName(collapse.deficiency),
          deltaE: rounded(collapse.after),
        }),
      });
    }
  return findings;
}

/**
 * A fill for top-level shape `elementId` that the fills of the shapes it touches stay apart from
 * under each colour-vision deficiency, and that its texts keep their contrast on: the Okabe-Ito
 * colour farthest from its neighbours as those readers see them, or null when none will do.
 */
export function saferFill(
  document: SlideDocument,
  elementId: string,
  colours: ColourCache = createColourCache(),
): string | null {
  const { scene, target } = topLevel(document, elementId);
  return target ? saferFillIn(scene, drawnTexts(scene).texts, document, target, colours) : null;
}

function saferFillIn(
  scene: readonly SceneItem[],
  texts: readonly DrawnText[],
  document: SlideDocument,
  target: SceneItem,
  colours: ColourCache,
): string | null {
  if (!FILLED.has(target.element.type)) return null;
  const slideColour = colours.read(document.background) ?? WHITE;
  const gap = Math.max(document.width, document.height) * 0.01;
  const neighbours = scene
    .filter(
      (item) =>
        item !== target &&
        FILLED.has(item.element.type) &&
        boundsNear(item.bounds, target.bounds, gap),
    )
    .flatMap((item) => shownFill(item, slideColour, colours) ?? []);
  // The texts drawn on it (their centre inside it, painted after it).
  const inks = texts
    .filter((text) => {
      const centre = centreOf(text.item.bounds);
      return text.item.order > target.order && boundsContain(target.bounds, centre.x, centre.y);
    })
    .flatMap((text) => {
      const ink = colours.read(text.fill);
      return ink ? [ink] : [];
    });
  let best: { fill: string; apart: number } | null = null;
  for (const candidate of OKABE_ITO) {
    const colour = mix(slideColour, colours.read(candidate)!, target.opacity);
    if (inks.some((ink) => contrastRatio(ink, colour) < MIN_CONTRAST)) continue;
    let apart = Number.POSITIVE_INFINITY;
    for (const neighbour of neighbours) {
      if (colours.deltaE(colour, neighbour) < DISTINCT_DELTA_E) apart = 0;
      for (const deficiency of VISION_DEFICIENCIES)
        apart = Math.min(
          apart,
          colours.deltaE(
            colours.simulate(colour, deficiency),
            colours.simulate(neighbour, deficiency),
          ),
        );
    }
    if (apart >= DISTINCT_DELTA_E && (!best || apart > best.apart))
      best = { fill: candidate, apart };
  }
  return best?.fill ?? null;
}

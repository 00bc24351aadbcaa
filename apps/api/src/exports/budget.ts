import {
  decodeBase64Text,
  parseImageDataUrl,
  type FiguraElement,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import {
  EXPORT_BUDGET,
  EXPORT_BUDGET_NOUNS,
  MAX_EXPORT_PIXELS,
  type ExportBudgetKey,
} from './limits.ts';

export type ExportCounts = Record<ExportBudgetKey, number>;

const PATH_DATA = /\s(?:d|points)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const isDigit = (code: number) => code >= 48 && code <= 57;
const DOT = 46;
const MINUS = 45;
const PLUS = 43;
const COLON = 58;
const isExponent = (code: number) => code === 101 || code === 69;

/**
 * Coordinate pairs in path data or a points list: numbers counted in one pass (arcs and curves
 * count by their numbers; "1.5.5" counts as one, which a budget can ignore).
 */
function pointsIn(pathData: string): number {
  let numbers = 0;
  let previous = 32;
  for (let i = 0; i < pathData.length; i++) {
    const code = pathData.charCodeAt(i);
    const inNumber = isDigit(previous) || previous === DOT || isExponent(previous);
    if ((code === MINUS || code === PLUS) && !isExponent(previous)) numbers++;
    else if (
      (isDigit(code) || code === DOT) &&
      !inNumber &&
      previous !== MINUS &&
      previous !== PLUS
    )
      numbers++;
    previous = code;
  }
  return Math.ceil(numbers / 2);
}

const isNameStart = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isNameChar = (code: number) =>
  isNameStart(code) || isDigit(code) || code === DOT || code === MINUS || code === COLON;

function addSvg(counts: ExportCounts, svg: string): void {
  counts.svgCharacters += svg.length;
  for (let open = svg.indexOf('<'); open >= 0; open = svg.indexOf('<', open + 1)) {
    if (!isNameStart(svg.charCodeAt(open + 1))) continue;
    // Prefixed names (svg:path) are counted as what they draw.
    let start = open + 1;
    let end = open + 2;
    for (; end < svg.length && isNameChar(svg.charCodeAt(end)); end++) {
      if (svg.charCodeAt(end) === COLON) start = end + 1;
    }
    counts.svgElements++;
    const name = svg.slice(start, end).toLowerCase();
    if (name === 'path') counts.svgPaths++;
    else if (name === 'text' || name === 'tspan') counts.svgTexts++;
  }
  PATH_DATA.lastIndex = 0;
  for (let match = PATH_DATA.exec(svg); match; match = PATH_DATA.exec(svg)) {
    counts.pathPoints += pointsIn(match[1] ?? match[2] ?? '');
  }
}

/** SVG fabric parses into objects (icons, parts, charts): its cost grows super-linearly. */
function objectSvgOf(element: FiguraElement): string | undefined {
  return 'svg' in element && element.type !== 'illustration' && element.type !== 'molecule'
    ? element.svg
    : undefined;
}

/** SVG drawn as an image (an illustration, a molecule, an uploaded or generated SVG, decoded). */
function imageSvgOf(element: FiguraElement): string | undefined {
  if (element.type === 'illustration' || element.type === 'molecule') return element.svg;
  if (element.type === 'upload' || element.type === 'generation') {
    const data = parseImageDataUrl(element.src);
    if (data?.mimeType !== 'image/svg+xml') return undefined;
    try {
      return decodeBase64Text(data.base64);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function addElements(counts: ExportCounts, elements: readonly FiguraElement[]): void {
  for (const element of elements) {
    if (element.hidden) continue;
    counts.elements++;
    if (element.type === 'group') {
      addElements(counts, element.elements);
      continue;
    }
    const svg = objectSvgOf(element);
    if (svg !== undefined) addSvg(counts, svg);
    counts.imageSvgCharacters += imageSvgOf(element)?.length ?? 0;
    if (element.type === 'textbox') counts.textCharacters += element.text.length;
    if (element.type === 'path') counts.pathPoints += pointsIn(element.d);
    if ('points' in element && Array.isArray(element.points)) {
      counts.pathPoints += element.points.length;
    }
  }
}

/**
 * What drawing the slide will cost, counted from its text (milliseconds for a 2 MB SVG): what the
 * export budget limits, before anything is parsed or drawn.
 */
export function measureSlide(doc: SlideDocument): ExportCounts {
  const counts: ExportCounts = {
    elements: 0,
    svgPaths: 0,
    svgElements: 0,
    svgTexts: 0,
    pathPoints: 0,
    svgCharacters: 0,
    imageSvgCharacters: 0,
    textCharacters: 0,
  };
  addElements(counts, doc.elements);
  return counts;
}

const number = (value: number) => value.toLocaleString('en-US');

/** The 422 message naming every count over budget, or null when the slide may be exported. */
export function exportBudgetProblem(doc: SlideDocument): string | null {
  const counts = measureSlide(doc);
  const over = (Object.keys(EXPORT_BUDGET) as ExportBudgetKey[]).filter(
    (key) => counts[key] > EXPORT_BUDGET[key],
  );
  if (over.length === 0) return null;
  const parts = over.map(
    (key) =>
      `This slide has ${number(counts[key])} ${EXPORT_BUDGET_NOUNS[key]}; exports allow at most ${number(EXPORT_BUDGET[key])}.`,
  );
  return `${parts.join(' ')} Simplify the slide (or split it across slides) to export it.`;
}

export function exportSize(doc: SlideDocument, scale: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(doc.width * scale)),
    height: Math.max(1, Math.round(doc.height * scale)),
  };
}

/**
 * Why the slide is not drawn, as the reply's status and message: an image larger than the server
 * can hold is a 400 (choose a smaller scale), a slide over the export budget a 422. Null: draw it.
 */
export function exportRefusal(
  doc: SlideDocument,
  scale: number,
): { status: 400 | 422; message: string } | null {
  const { width, height } = exportSize(doc, scale);
  if (width * height > MAX_EXPORT_PIXELS) {
    return {
      status: 400,
      message: `The image would be ${width} x ${height} px, larger than the server can export; choose a smaller scale.`,
    };
  }
  const overBudget = exportBudgetProblem(doc);
  return overBudget ? { status: 422, message: overBudget } : null;
}

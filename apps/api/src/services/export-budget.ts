import {
  decodeBase64Text,
  parseImageDataUrl,
  type FiguraElement,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { EXPORT_BUDGET, EXPORT_BUDGET_NOUNS, type ExportBudgetKey } from './export-limits.ts';

export type ExportCounts = Record<ExportBudgetKey, number>;

const TAG = /<([A-Za-z_][\w.:-]*)/g;
const PATH_DATA = /\s(?:d|points)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) count++;
  return count;
}

/** Coordinate pairs in path data or a points list (arcs and curves count by their numbers). */
function pointsIn(pathData: string): number {
  return Math.ceil(countMatches(pathData, NUMBER) / 2);
}

function addSvg(counts: ExportCounts, svg: string): void {
  counts.svgCharacters += svg.length;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(svg); match; match = TAG.exec(svg)) {
    counts.svgElements++;
    // Prefixed names (svg:path) are counted as what they draw.
    const name = match[1]!.slice(match[1]!.indexOf(':') + 1).toLowerCase();
    if (name === 'path') counts.svgPaths++;
    else if (name === 'text' || name === 'tspan') counts.svgTexts++;
  }
  PATH_DATA.lastIndex = 0;
  for (let match = PATH_DATA.exec(svg); match; match = PATH_DATA.exec(svg)) {
    counts.pathPoints += pointsIn(match[1] ?? match[2] ?? '');
  }
}

/** The SVG an element draws from, if any (an uploaded or generated SVG is decoded). */
function svgOf(element: FiguraElement): string | undefined {
  if ('svg' in element) return element.svg;
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
    const svg = svgOf(element);
    if (svg !== undefined) addSvg(counts, svg);
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

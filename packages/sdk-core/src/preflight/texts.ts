import { isScientificElement } from '../schema/document/guards';
import { svgLengthInPx } from '../svg/lengths';
import { expandStyles } from '../text/text-styles';
import type { SceneItem } from './scene';

/** One piece of text on the slide as drawn: a textbox's style run or an SVG `<text>`. */
export interface DrawnText {
  item: SceneItem;
  /** What it says (for messages): the textbox's text, or the SVG text's. */
  text: string;
  /**
   * A run styled apart from its textbox (a superscript "+", a smaller footnote): its own
   * characters, the first stretch of the text drawn in this size, weight and fill.
   */
  run?: string;
  /** Font size in slide pixels (element and group scale applied). */
  sizePx: number;
  bold: boolean;
  /** The fill as stored (a CSS colour). */
  fill: string;
}

const MAX_SHOWN = 40;
/** Text as a message quotes it: one line, at most MAX_SHOWN characters. */
export const shownText = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_SHOWN ? `${line.slice(0, MAX_SHOWN - 1)}…` : line;
};

const isBold = (weight: unknown) =>
  weight === 'bold' || (typeof weight === 'number' && weight >= 600) || weight === '700';

/**
 * The texts of the slide's textboxes (one per distinct size, weight and fill of its characters,
 * spaces ignored) and of the SVGs of charts and molecules (see svgTexts).
 */
export function drawnTexts(scene: readonly SceneItem[]): {
  texts: DrawnText[];
  unmeasured: SceneItem[];
} {
  const texts: DrawnText[] = [];
  const unmeasured: SceneItem[] = [];
  for (const item of scene) {
    const { element } = item;
    if (element.type === 'textbox') {
      const scale = Math.abs(element.scaleY);
      const characters = Array.from(element.text).filter((c) => c !== '\n');
      const styles = expandStyles(element.styles, characters.length);
      // Per size, weight and fill: the first stretch of characters drawn so (spaces join the
      // stretch they are in, and never start one).
      const runs = new Map<string, DrawnText & { open: boolean }>();
      let current: (DrawnText & { open: boolean }) | undefined;
      characters.forEach((character, index) => {
        if (/\s/.test(character)) {
          if (current?.open) current.run += character;
          return;
        }
        const style = styles[index] ?? {};
        const size = typeof style.fontSize === 'number' ? style.fontSize : element.fontSize;
        const fill = typeof style.fill === 'string' ? style.fill : element.fill;
        const bold = isBold(style.fontWeight ?? element.fontWeight);
        const key = `${size}|${fill}|${bold}`;
        const found = runs.get(key);
        if (current && current !== found) current.open = false;
        if (found) {
          if (found.open) found.run += character;
          current = found;
          return;
        }
        current = {
          item,
          text: element.text,
          run: character,
          sizePx: size * scale,
          bold,
          fill,
          open: true,
        };
        runs.set(key, current);
      });
      // The textbox's own style is the text; a run styled apart is named by its characters.
      const own = `${element.fontSize}|${element.fill}|${isBold(element.fontWeight)}`;
      for (const [key, { open: _open, run, ...text }] of runs) {
        const part = run?.replace(/\s+/g, ' ').trim();
        texts.push(
          key !== own && part && part !== element.text.trim() ? { ...text, run: part } : text,
        );
      }
    } else if (
      element.type === 'chart' ||
      element.type === 'molecule' ||
      isScientificElement(element)
    ) {
      const found = svgTexts(element.svg);
      const scale = elementSvgScale(element);
      if (found.unsized > 0 || scale === null) unmeasured.push(item);
      if (scale === null) continue;
      for (const text of found.texts)
        texts.push({
          item,
          text: text.text,
          sizePx: text.sizePx * scale,
          bold: text.bold,
          fill: text.fill,
        });
    }
  }
  return { texts, unmeasured };
}

interface SvgText {
  text: string;
  sizePx: number;
  bold: boolean;
  fill: string;
}

const TEXT_ELEMENT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;
/** An attribute of an SVG tag's attribute text, or the same property in its style. */
export const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(attributes)?.[1] ??
  new RegExp(`(?:^|[\\s;"])${name}\\s*:\\s*([^;"]+)`).exec(attributes)?.[1];

/**
 * The `<text>` elements of an embedded SVG with their own font-size (attribute or style, in px,
 * pt or unitless). Sizes inherited from an enclosing `<g>`, in em or %, and text drawn as paths
 * are not measured: such texts count as `unsized`.
 */
export function svgTexts(svg: string): { texts: SvgText[]; unsized: number } {
  const texts: SvgText[] = [];
  let unsized = 0;
  for (const match of svg.matchAll(TEXT_ELEMENT)) {
    const attributes = match[1] ?? '';
    const content = (match[2] ?? '').replace(/<[^>]*>/g, '').trim();
    if (!content) continue;
    const size = attribute(attributes, 'font-size')?.trim();
    const sizePx = size && !/(em|%)$/.test(size) ? svgLengthInPx(size) : null;
    if (sizePx === null || !(sizePx > 0)) {
      unsized++;
      continue;
    }
    texts.push({
      text: decodeEntities(content),
      sizePx,
      bold: isBold(attribute(attributes, 'font-weight')?.trim()),
      fill: attribute(attributes, 'fill')?.trim() ?? '#000000',
    });
  }
  return { texts, unsized };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Slide px per unit of an element's own SVG, drawn fitted into its box (its scale included). */
export const elementSvgScale = (element: {
  svg: string;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}): number | null =>
  svgScale(
    element.svg,
    element.width * Math.abs(element.scaleX),
    element.height * Math.abs(element.scaleY),
  );

/** Slide px per SVG user unit when the SVG is fitted into a box (preserveAspectRatio meet). */
export function svgScale(svg: string, boxWidth: number, boxHeight: number): number | null {
  const root = /<svg\b([^>]*)>/.exec(svg)?.[1] ?? '';
  const viewBox = attribute(root, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  let width: number | null = null;
  let height: number | null = null;
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    width = viewBox[2]!;
    height = viewBox[3]!;
  } else {
    width = svgLengthInPx(attribute(root, 'width'));
    height = svgLengthInPx(attribute(root, 'height'));
  }
  if (!width || !height || width <= 0 || height <= 0) return null;
  return Math.min(boxWidth / width, boxHeight / height);
}

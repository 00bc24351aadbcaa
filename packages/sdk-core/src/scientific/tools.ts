// The scientific objects' parsers and drawings, behind one door: what the editor loads on first
// use (scientific-commands.ts) and what tests, the CLI and the bench call directly.
import type { Translate } from '../i18n/create-i18n';
import { DEFAULT_CHART_FONT } from '../schema/document/chart-kinds';
import type { ScientificElement } from '../schema/document/elements';
import {
  DEFAULT_SCIENTIFIC_TEXT_SIZE,
  defaultScientificOptions,
  MAX_SCIENTIFIC_DATA_CHARS,
  SCIENTIFIC_TEXT_SIZE_RANGE,
  type ScientificType,
} from '../schema/document/scientific-kinds';
import { SCIENTIFIC_KINDS } from './kinds';
import { SCIENTIFIC_PALETTE } from './svg';
import type { DataProblem, DrawContext, Parsed } from './types';

export { SCIENTIFIC_KINDS } from './kinds';
export type { DataProblem, Parsed } from './types';
// The inspector's "mark wells by clicking".
export { plateLayout, wellName } from './well-plate/layout';
export { toggleWellMark } from './well-plate/toggle';

/** What is drawn: an element's data, options, palette, text and box. */
export type ScientificDrawable = Pick<
  ScientificElement,
  'type' | 'data' | 'options' | 'colours' | 'textSize' | 'fontFamily' | 'width' | 'height'
>;

/** `t` reading `editor:` keys whatever its own namespace (the engine's `t` reads `common`). */
const inEditor =
  (translate: Translate): Translate =>
  (key, values) =>
    translate(key.includes(':') ? key : `editor:${key}`, values);

/** The palette's `index`th colour: the object's own where set, else Okabe-Ito's, round again. */
export function scientificColour(colours: readonly string[], index: number): string {
  return colours[index] ?? SCIENTIFIC_PALETTE[index % SCIENTIFIC_PALETTE.length]!;
}

/** A kind seen through its data's unknown type: what the functions below call. */
interface AnyKind {
  parse: (source: string, options: unknown) => Parsed<unknown>;
  draw: (data: unknown, options: unknown, context: DrawContext) => string;
  describe: (data: unknown, options: unknown, t: Translate) => string;
  stored?: (data: unknown, options: unknown, context: DrawContext) => object;
  colourNames?: (data: unknown, options: unknown, t: Translate) => string[];
}
const kindOf = (type: ScientificType) => SCIENTIFIC_KINDS[type] as unknown as AnyKind;

/** Reads `element`'s data as its type does. */
export function parseScientific(element: Pick<ScientificDrawable, 'type' | 'data' | 'options'>) {
  if (element.data.length > MAX_SCIENTIFIC_DATA_CHARS)
    return { ok: false, problem: { line: 0, key: 'errors.tooLong' } } as Parsed<unknown>;
  return kindOf(element.type).parse(element.data, element.options);
}

/**
 * A problem as a person reads it: "Line 3: expected a number for time, found “abc”." Its key is
 * a shared one (`errors.<name>`) or its reader's own (`<type or reader>.errors.<name>`).
 */
export function problemMessage(problem: DataProblem, translate: Translate): string {
  const t = inEditor(translate);
  const values = { limit: MAX_SCIENTIFIC_DATA_CHARS.toLocaleString('en'), ...problem.values };
  const [scope, , name] = problem.key.split('.');
  const text = problem.key.startsWith('errors.')
    ? t(`scientific.errors.${problem.key.slice('errors.'.length)}`, values)
    : t(`scientific.${scope}.errors.${name}`, values);
  return problem.line > 0
    ? t('scientific.errors.atLine', { line: problem.line, problem: text })
    : text;
}

/**
 * `element` drawn from its data: an SVG document of its box's size, the alt text drafted from
 * the same reading, the fields its type keeps beside the drawing (`stored`) and how many labels
 * it left out for want of room, or why its data fails.
 */
export function drawScientific(
  element: ScientificDrawable,
  t: Translate,
):
  | { ok: true; svg: string; alt: string; stored: object; leftOut: number }
  | { ok: false; problem: DataProblem } {
  const parsed = parseScientific(element);
  if (!parsed.ok) return parsed;
  const kind = kindOf(element.type);
  let leftOut = 0;
  const context: DrawContext = {
    width: Math.max(1, element.width),
    height: Math.max(1, element.height),
    textSize: element.textSize,
    font: element.fontFamily ?? DEFAULT_CHART_FONT,
    colour: (index) => scientificColour(element.colours, index),
    t: inEditor(t),
    leftOut: (count) => (leftOut += count),
  };
  const svg = kind.draw(parsed.value, element.options, context);
  return {
    ok: true,
    svg,
    alt: kind.describe(parsed.value, element.options, context.t),
    stored: kind.stored?.(parsed.value, element.options, context) ?? {},
    leftOut,
  };
}

/** A sentence for screen readers drafted from `element`'s data ('' when its data fails). */
export function describeScientific(
  element: Pick<ScientificDrawable, 'type' | 'data' | 'options'>,
  t: Translate,
): string {
  const parsed = parseScientific(element);
  if (!parsed.ok) return '';
  return kindOf(element.type).describe(parsed.value, element.options, inEditor(t));
}

/**
 * What each colour of `element`'s palette stands for, in order (the inspector's swatches); none
 * when it draws in colours of its own or its data cannot be read.
 */
export function scientificColourNames(
  element: Pick<ScientificDrawable, 'type' | 'data' | 'options'>,
  t: Translate,
): string[] {
  const kind = kindOf(element.type);
  const parsed = parseScientific(element);
  if (!parsed.ok || !kind.colourNames) return [];
  return kind.colourNames(parsed.value, element.options, inEditor(t));
}

/** The most of the slide's width and height a new object takes, scaled for its text. */
const NEW_OBJECT_MOST_OF_SLIDE = 0.5;

/**
 * A new object of `type` drawn from its sample with its top-left at (left, top): what the Insert
 * bar adds (not yet validated by the schema: the caller does). At its own size (480 px wide, text
 * 12 px), or with `room`, box and text scaled together so the text reaches `room.textPx` as far
 * as the slide has room (up to half its width and height: two fit side by side): at its own size
 * it was unreadable on a projected 1920 px slide and far under a journal's smallest text.
 */
export function sampleScientific<T extends ScientificType>(
  type: T,
  at: { left: number; top: number },
  id: string,
  t: Translate,
  room?: { slide: { width: number; height: number }; textPx: number },
) {
  const kind = SCIENTIFIC_KINDS[type];
  const scale = room
    ? Math.min(
        room.textPx / DEFAULT_SCIENTIFIC_TEXT_SIZE,
        (room.slide.width * NEW_OBJECT_MOST_OF_SLIDE) / kind.size.width,
        (room.slide.height * NEW_OBJECT_MOST_OF_SLIDE) / kind.size.height,
      )
    : 1;
  const element = {
    type,
    id,
    left: at.left,
    top: at.top,
    width: Math.round(kind.size.width * scale),
    height: Math.round(kind.size.height * scale),
    data: kind.sample,
    options: defaultScientificOptions(type),
    colours: [] as string[],
    // Half pixels, within what the inspector offers.
    textSize: Math.min(
      SCIENTIFIC_TEXT_SIZE_RANGE.max,
      Math.max(
        SCIENTIFIC_TEXT_SIZE_RANGE.min,
        Math.round(DEFAULT_SCIENTIFIC_TEXT_SIZE * scale * 2) / 2,
      ),
    ),
  };
  const drawn = drawScientific(element as ScientificDrawable, t);
  // A sample that fails to draw is a bug of ours, not the person's: say so loudly in tests.
  if (!drawn.ok) throw new Error(`The ${type} sample does not parse: ${drawn.problem.key}`);
  return { ...element, ...drawn.stored, svg: drawn.svg, alt: drawn.alt };
}

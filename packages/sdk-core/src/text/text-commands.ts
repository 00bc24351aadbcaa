import type { Translate } from '../i18n/create-i18n';
import type { TextboxElement } from '../schema/document/elements';
import {
  expandStyles,
  insertText,
  lineSize,
  rescaleStyles,
  resizeRange,
  restyleRange,
  scriptOf,
  sharedValue,
  styleIndex,
  textLength,
  toggleScript,
  type CharStyle,
  type ScriptKind,
} from './text-styles';

/** The characters a command applies to, as caret indexes (fabric's selectionStart/End). */
export interface CaretRange {
  start: number;
  end: number;
}

export type ToggleKey = 'bold' | 'italic' | 'underline';
type CharKey = 'fill' | 'fontSize' | 'fontFamily';
type BoxKey = 'textAlign' | 'listStyle' | 'lineHeight' | 'charSpacing';

export type TextCommand =
  | { kind: 'toggle'; key: ToggleKey }
  | { kind: 'script'; script: ScriptKind }
  | { kind: 'char'; key: CharKey; value: string | number }
  | { kind: 'box'; key: BoxKey; value: string | number }
  | { kind: 'insert'; text: string };

/** The field and its on/off values behind each toggle. */
const TOGGLES: Record<
  ToggleKey,
  { field: 'fontWeight' | 'fontStyle' | 'underline'; on: string | boolean; off: string | boolean }
> = {
  bold: { field: 'fontWeight', on: 'bold', off: 'normal' },
  italic: { field: 'fontStyle', on: 'italic', off: 'normal' },
  underline: { field: 'underline', on: true, off: false },
};

/** The history entry's name for a text command (`t`, namespace `common`). */
export function commandLabel(command: TextCommand, t: Translate): string {
  switch (command.kind) {
    case 'toggle':
      return t(`history.text.${command.key}`);
    case 'script':
      return t(`history.text.${command.script}`);
    case 'insert':
      return t('history.text.insert');
    default:
      return t(`history.text.${command.key}`);
  }
}

/** Style indexes [start, end) of a non-empty caret range, or null for the whole box. */
function styledRange(element: TextboxElement, range: CaretRange | null) {
  if (!range || range.start === range.end) return null;
  const start = Math.min(range.start, range.end);
  const end = Math.max(range.start, range.end);
  return { start: styleIndex(element.text, start), end: styleIndex(element.text, end) };
}

const isOn = (value: unknown, on: unknown) =>
  value === on || (on === 'bold' && Number(value) >= 600);

/** What the toolbar shows for the selected characters (or the whole box). */
export interface TextState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  subscript: boolean;
  superscript: boolean;
  fill: string | undefined;
  fontSize: number | undefined;
  fontFamily: string | undefined;
}

export function textState(element: TextboxElement, range: CaretRange | null): TextState {
  const length = textLength(element.text);
  const chars = expandStyles(element.styles, length);
  const styled = styledRange(element, range) ?? { start: 0, end: length };
  const shared = <T extends CharStyle[string]>(key: string, box: T) =>
    sharedValue(chars, styled.start, styled.end, key, box);
  const every = (test: (style: CharStyle) => boolean) => {
    const slice = chars.slice(styled.start, styled.end);
    return slice.length > 0 && slice.every(test);
  };
  const fill = shared('fill', element.fill);
  // Read as set: a subscript's size is its line's (see lineSize).
  const sizes = chars.map((style) => ({ fontSize: lineSize(style, element.fontSize) }));
  const fontSize = sharedValue(sizes, styled.start, styled.end, 'fontSize', element.fontSize);
  const fontFamily = shared('fontFamily', element.fontFamily);
  return {
    bold: isOn(shared('fontWeight', element.fontWeight), 'bold'),
    italic: shared('fontStyle', element.fontStyle) === 'italic',
    underline: shared('underline', element.underline) === true,
    subscript: every((style) => scriptOf(style) === 'subscript'),
    superscript: every((style) => scriptOf(style) === 'superscript'),
    fill: typeof fill === 'string' ? fill : undefined,
    fontSize: typeof fontSize === 'number' ? fontSize : undefined,
    fontFamily: typeof fontFamily === 'string' ? fontFamily : undefined,
  };
}

/** Removes `key` from every run (a whole-box value replaces per-character ones). */
function withoutKey(element: TextboxElement, key: string) {
  return restyleRange(element.styles, textLength(element.text), 0, Infinity, { [key]: null });
}

/**
 * The change to a textbox that `command` stands for, on the selected characters (`range`, caret
 * indexes) or, with no range or an empty one, on the whole box.
 */
export function textCommandPatch(
  element: TextboxElement,
  range: CaretRange | null,
  command: TextCommand,
): Partial<TextboxElement> {
  const styled = styledRange(element, range);
  const length = textLength(element.text);
  switch (command.kind) {
    case 'toggle': {
      const { field, on, off } = TOGGLES[command.key];
      const state = textState(element, range);
      const value = state[command.key] ? off : on;
      if (!styled) return { [field]: value, styles: withoutKey(element, field) };
      const boxValue = element[field];
      return {
        styles: restyleRange(element.styles, length, styled.start, styled.end, {
          [field]: value === boxValue ? null : value,
        }),
      };
    }
    case 'script': {
      const { start, end } = styled ?? { start: 0, end: length };
      return { styles: toggleScript(element, start, end, command.script) };
    }
    case 'char': {
      const { key, value } = command;
      if (!styled) {
        if (key === 'fontSize' && typeof value === 'number') {
          // Sub- and superscripts keep their proportion to the box's size.
          const styles = rescaleStyles(element.styles, value / element.fontSize);
          return { fontSize: value, styles };
        }
        return { [key]: value, styles: withoutKey(element, key) };
      }
      if (key === 'fontSize' && typeof value === 'number')
        return { styles: resizeRange(element, styled.start, styled.end, value) };
      return {
        styles: restyleRange(element.styles, length, styled.start, styled.end, {
          [key]: value === element[key] ? null : value,
        }),
      };
    }
    case 'box':
      return { [command.key]: command.value };
    case 'insert': {
      const caret = range ?? {
        start: Array.from(element.text).length,
        end: Array.from(element.text).length,
      };
      return insertText(
        element,
        Math.min(caret.start, caret.end),
        Math.max(caret.start, caret.end),
        command.text,
      );
    }
  }
}

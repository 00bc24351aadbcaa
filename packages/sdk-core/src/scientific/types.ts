// What every scientific object provides: a parser from its data file or table, a drawing from the
// parsed data, an alt-text draft, and a sample to start from. kinds.ts lists one per type.
import type { Translate } from '../i18n/create-i18n';
import type { ScientificOptions, ScientificType } from '../schema/document/scientific-kinds';

/**
 * Why data could not be read: the 1-based line it stopped at (0: the data as a whole) and the
 * message's key under `editor:scientific.` with its values, e.g.
 * `{ line: 3, key: 'errors.number', values: { field: 'time', found: 'abc' } }`.
 */
export interface DataProblem {
  line: number;
  key: string;
  values?: Record<string, string | number>;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: DataProblem };

/** What a drawing is given besides its data and options. */
export interface DrawContext {
  /** The drawing's size in its own units (the element's box, in slide pixels). */
  width: number;
  height: number;
  /** Its text size, in drawing units (labels; titles a little larger, footnotes never smaller). */
  textSize: number;
  /** The face text is set in. */
  font: string;
  /** The palette's `index`th colour: the object's own where it has one, else the default. */
  colour: (index: number) => string;
  /** Translates `editor:` keys (axis titles, "bp", "Number at risk"…). */
  t: Translate;
  /**
   * Told how many labels the drawing left out for want of room (tips, features, events), so the
   * inspector can say so.
   */
  leftOut?: (count: number) => void;
}

export interface ScientificKind<T extends ScientificType, Data> {
  type: T;
  /** Reads the object's data (the text of its file or table). Never throws. */
  parse: (source: string, options: ScientificOptions<T>) => Parsed<Data>;
  /** A whole SVG document (`svgDocument`), `width` x `height`, text as <text>. */
  draw: (data: Data, options: ScientificOptions<T>, context: DrawContext) => string;
  /** A sentence or two a screen reader reads for it, drafted from its data. */
  describe: (data: Data, options: ScientificOptions<T>, t: Translate) => string;
  /**
   * What each palette colour its drawing uses stands for, in palette order ("A", "Treatment",
   * a group's name…): the inspector's swatches. Left out when it draws in colours of its own.
   */
  colourNames?: (data: Data, options: ScientificOptions<T>, t: Translate) => string[];
  /**
   * Fields the element keeps beside its drawing, from the same reading (a membrane's slot
   * frames, so proteins follow it without the parsers).
   */
  stored?: (data: Data, options: ScientificOptions<T>, context: DrawContext) => object;
  /** The sample data file it is inserted with (a real format: GenBank, Newick, CSV…). */
  sample: string;
  /** The sample's file name (its extension names its format). */
  sampleFile: string;
  /** The file types its "Load file" accepts (an <input accept>). */
  accept: string;
  /** Its box when inserted, in slide pixels. */
  size: { width: number; height: number };
}

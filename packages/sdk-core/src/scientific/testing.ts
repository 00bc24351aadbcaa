// What the scientific objects' tests share (tests only): the English drawing context, fixture
// files beside a test, parse results unwrapped, and a drawing's SVG read back.
import { readFileSync } from 'node:fs';
import { englishTranslator } from '../i18n/testing';
import { SCIENTIFIC_PALETTE } from './svg';
import type { DataProblem, DrawContext, Parsed } from './types';

/** Translates `editor:` keys into Figura's English. */
export const t = englishTranslator('editor');

/** A drawing context `width` x `height`: English, 12-unit Inter, the default palette. */
export const drawContext = (width = 480, height = 300): DrawContext => ({
  width,
  height,
  textSize: 12,
  font: 'Inter',
  colour: (i) => SCIENTIFIC_PALETTE[i % 8]!,
  t,
});

/**
 * The text of `fixtures/<name>` in the folder of the file at `base`, e.g.
 * `readFixture(import.meta.url, 'x.gb')` reads `./fixtures/x.gb` beside the test.
 */
export const readFixture = (base: string | URL, name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, base), 'utf8');

/** A parse's value; throws its problem (as JSON) when the data did not parse. */
export function parsedValue<T>(result: Parsed<T>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.value;
}

/** A parse's problem; throws when the data parsed. */
export function parseProblem(result: Parsed<unknown>): DataProblem {
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

/** The message as the editor shows it (tools.ts's problemMessage, without loading every kind). */
export const problemMessage = (problem: DataProblem, translate = t): string => {
  const text = translate(`scientific.${problem.key}`, problem.values);
  return problem.line > 0
    ? translate('scientific.errors.atLine', { line: problem.line, problem: text })
    : text;
};

/** The quickest of five runs, in ms (the first also compiles; a busy machine slows some). */
export const fastest = (run: () => void): number =>
  Math.min(
    ...Array.from({ length: 5 }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    }),
  );

/** What every `<text>` element of `svg` says, in order. */
export const textContents = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

/** A `<text>` as `textAt` writes it: where it stands, how it is anchored, its colour and words. */
export interface SvgText {
  x: number;
  y: number;
  anchor: string;
  fill: string;
  text: string;
}

/** Every `<text>` of `svg` that `textAt` wrote, in order. */
export const placedTexts = (svg: string): SvgText[] =>
  [
    ...svg.matchAll(
      /<text x="([-\d.]+)" y="([-\d.]+)"[^>]*text-anchor="(\w+)" fill="([^"]+)">([^<]*)<\/text>/g,
    ),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), anchor: m[3]!, fill: m[4]!, text: m[5]! }));

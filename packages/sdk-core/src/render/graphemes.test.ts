import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGraphemes } from './graphemes';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const segment = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

/** Every character the fast path accepts, by range. */
const FAST_RANGES: [number, number][] = [
  [0x0000, 0x000c],
  [0x000e, 0x02ff],
  [0x0370, 0x0482],
  [0x048a, 0x052f],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2070, 0x20cf],
  [0x2100, 0x2bff],
];

describe('splitGraphemes', () => {
  it('splits what the fast path accepts exactly as Intl.Segmenter does, character by character', () => {
    for (const [from, to] of FAST_RANGES) {
      for (let code = from; code <= to; code++) {
        // Between two letters: a combining or prepended character would join one of them.
        const text = `a${String.fromCharCode(code)}b`;
        expect(splitGraphemes(text, segment)).toEqual(segment(text));
      }
    }
  });

  it('agrees with Intl.Segmenter on any text, fast path or not', () => {
    const fastChar = fc
      .constantFrom(...FAST_RANGES)
      .chain(([from, to]) => fc.integer({ min: from, max: to }))
      .map((code) => String.fromCharCode(code));
    const anyChar = fc.oneof(
      fastChar,
      fc.constantFrom('\u0301', '\u200d', '\ufe0f', '\r', '\n', '👍🏽', '🇩🇪', 'क्षि', '한', '\u20d7'),
    );
    fc.assert(
      fc.property(fc.array(anyChar, { maxLength: 12 }), (chars) => {
        const text = chars.join('');
        expect(splitGraphemes(text, segment)).toEqual(segment(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves text with combining marks, emoji and CR LF to the segmenter', () => {
    let calls = 0;
    const counting = (text: string) => {
      calls += 1;
      return segment(text);
    };
    expect(splitGraphemes('H₂O → Ca²⁺ ± 5 µm, α ≤ β', counting)).toHaveLength(24);
    expect(calls).toBe(0);
    for (const text of ['cafe\u0301', 'ok 👍🏽', 'a\r\nb', 'क्षि']) {
      expect(splitGraphemes(text, counting)).toEqual(segment(text));
    }
    expect(calls).toBe(4);
  });
});

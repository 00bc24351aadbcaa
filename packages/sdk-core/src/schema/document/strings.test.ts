import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createCreationInputSchema,
  formatIssues,
  listCreationsQuerySchema,
  registerInputSchema,
  slideContentWriteSchema,
} from '../index';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { isStorableText, text, toStorableText } from './strings';

const UNSTORABLE = {
  NUL: 'a\u0000b',
  'a lone high surrogate': 'a\ud800b',
  'a lone low surrogate': '\udc00b',
};

/** The oracle: the platform's own well-formedness check (ES2024), plus no NUL. */
const wellFormed = (value: string) =>
  (value as string & { isWellFormed(): boolean }).isWellFormed() && !value.includes('\u0000');

function slideWith(textValue: string, label = 'ok') {
  return {
    revision: 0,
    content: {
      schemaVersion: 1,
      width: 800,
      height: 600,
      elements: [
        { type: 'textbox', id: 't', left: 0, top: 0, width: 100, height: 20, text: textValue },
        {
          type: 'chart',
          id: 'c',
          left: 0,
          top: 0,
          width: 100,
          height: 100,
          chartKind: 'bar',
          data: { series: ['s'], rows: [{ label, values: [1] }] },
          svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      ],
    },
  };
}

describe('text(): the base of every accepted string', () => {
  it('accepts exactly the strings that are well-formed UTF-16 without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        expect(isStorableText(value)).toBe(wellFormed(value));
        expect(text().safeParse(value).success).toBe(wellFormed(value));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps emoji, accents and other scripts (paired surrogates are fine)', () => {
    for (const value of ['Zellkern 🧬', 'électron', '細胞', 'a\u200db', '\ud83d\ude00']) {
      expect(text().parse(value)).toBe(value);
    }
  });

  for (const [what, value] of Object.entries(UNSTORABLE)) {
    it(`refuses ${what} with one clear message, wherever a string is taken`, () => {
      const expectRefused = (
        result: {
          success: boolean;
          error?: { issues: { path: PropertyKey[]; message: string }[] };
        },
        where: string,
      ) => {
        expect(result.success).toBe(false);
        expect(formatIssues(result.error!.issues)).toContain(
          `${where}: ${UNSTORABLE_TEXT_MESSAGE}`,
        );
      };
      expectRefused(createCreationInputSchema.safeParse({ name: value }), 'name');
      expectRefused(listCreationsQuerySchema.safeParse({ search: value }), 'search');
      expectRefused(
        slideContentWriteSchema.safeParse(slideWith(value)),
        'content.elements[0].text',
      );
      expectRefused(
        slideContentWriteSchema.safeParse(slideWith('fine', value)),
        'content.elements[1].data.rows[0].label',
      );
      expectRefused(
        registerInputSchema.safeParse({ email: 'a@b.test', name: value, password: 'long enough' }),
        'name',
      );
    });
  }
});

describe('toStorableText: what a person typed, made storable', () => {
  it('replaces NUL and half surrogate pairs with U+FFFD and keeps the length', () => {
    expect(toStorableText('a\0b\ud800c\udc00')).toBe('a\uFFFDb\uFFFDc\uFFFD');
    expect(toStorableText('α 😀 ok')).toBe('α 😀 ok');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const stored = toStorableText(value);
        expect(stored.length).toBe(value.length);
        expect(isStorableText(stored)).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PSEUDO_EXPANSION, pseudoLocalise } from './pseudo';

describe('pseudoLocalise', () => {
  it('accents, lengthens and brackets a string', () => {
    expect(pseudoLocalise('Save')).toBe('⟦Šávé·⟧');
    expect(pseudoLocalise('Download the slide')).toBe('⟦Döwñlöád thé šlîdé······⟧');
  });

  it('keeps <Trans> markup and leaves blank strings blank', () => {
    expect(pseudoLocalise('Read <1>the guide</1>')).toContain('<1>');
    expect(pseudoLocalise('Read <1>the guide</1>')).toContain('</1>');
    expect(pseudoLocalise('  ')).toBe('  ');
  });

  it('is always at least as long as the text plus its expansion', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (text) => {
        fc.pre(text.trim() !== '' && !text.includes('<'));
        const out = pseudoLocalise(text);
        expect(out.length).toBeGreaterThanOrEqual(text.length * (1 + PSEUDO_EXPANSION));
        expect(out.startsWith('⟦') && out.endsWith('⟧')).toBe(true);
      }),
    );
  });
});

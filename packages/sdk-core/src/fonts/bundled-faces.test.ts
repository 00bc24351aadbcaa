import { describe, expect, it } from 'vitest';
import { createDefaultElement } from '../schema';
import { createRequire } from 'node:module';
import { bundledFaces, fontFileSpecifier, FONT_FAMILIES, SYMBOL_FONT, woffFile } from './index';

/** Whether a CSS unicode-range covers the code point. */
function covers(range: string, char: string): boolean {
  const code = char.codePointAt(0)!;
  return range.split(',').some((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/, '').split('-');
    return code >= parseInt(start!, 16) && code <= parseInt(end!, 16);
  });
}

const facesOf = (family: string, weight: number, style: string) =>
  bundledFaces().filter(
    (face) => face.family === family && face.weight === weight && face.style === style,
  );

describe('the bundled fonts', () => {
  it('set new text in the first family of the font menu', () => {
    const textbox = createDefaultElement('textbox', { left: 0, top: 0, width: 200, height: 40 });
    expect(textbox.type === 'textbox' && textbox.fontFamily).toBe(FONT_FAMILIES[0]!.name);
  });

  it('draw Latin, extended Latin and Greek in every family, weight and style from its own files', () => {
    for (const { name } of FONT_FAMILIES)
      for (const weight of [400, 700])
        for (const style of ['normal', 'italic']) {
          const own = facesOf(name, weight, style).filter((face) => face.subset !== 'symbols');
          for (const char of 'Hello cells µ ŁŠ αβΔλ ↑↓−')
            expect(
              own.some((face) => covers(face.unicodeRange, char)),
              `${name} ${weight} ${style} ${char}`,
            ).toBe(true);
        }
  });

  it('draw arrows and operators with the math font, and nothing the family draws itself', () => {
    for (const { name } of FONT_FAMILIES)
      for (const weight of [400, 700])
        for (const style of ['normal', 'italic']) {
          const faces = facesOf(name, weight, style);
          const math = faces.filter((face) => face.subset === 'symbols');
          expect(math.map((face) => face.woff2)).toEqual([SYMBOL_FONT.woff2]);
          for (const char of '→⇌≤≥≈∞∑∫⟶⤴')
            expect(covers(math[0]!.unicodeRange, char), `${name} ${char}`).toBe(true);
          for (const char of 'Aα↑↓−')
            expect(covers(math[0]!.unicodeRange, char), `${name} ${char}`).toBe(false);
        }
  });

  it('name each file once, so the URL map and the server cache can key on names', () => {
    const own = FONT_FAMILIES.flatMap((family) => family.faces);
    expect(new Set(own.map((face) => face.woff2)).size).toBe(own.length);
    // Each WOFF2 file has its WOFF twin for the server.
    const require = createRequire(import.meta.url);
    for (const face of bundledFaces())
      expect(() => require.resolve(fontFileSpecifier(face, woffFile(face)))).not.toThrow();
  });
});

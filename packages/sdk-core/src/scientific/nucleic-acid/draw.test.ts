import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { SCIENTIFIC_PALETTE } from '../svg';
import { drawContext, fastest, textContents as texts } from '../testing';
import { complementStrand } from './bases';
import { drawNucleicAcid } from './draw';
import { nucleicAcidKind } from './index';

const context = drawContext(480, 300);
const dna = defaultScientificOptions('nucleic_acid');
const HBB = 'ATGGTGCATCTGACTCCTGAGGAGAAGTCT';

/** The inner markup of every `<g class="…">` group of that class, in order. */
const groups = (svg: string, cls: string) =>
  [...svg.matchAll(new RegExp(`<g class="${cls}"[^>]*>(.*?)</g>`, 'g'))].map((m) => m[1]!);
const lines = (markup: string) =>
  [
    ...markup.matchAll(
      /<line x1="([\d.-]+)" y1="([\d.-]+)" x2="([\d.-]+)" y2="([\d.-]+)" stroke="([^"]+)"/g,
    ),
  ].map((m) => ({ x1: +m[1]!, y1: +m[2]!, x2: +m[3]!, y2: +m[4]!, stroke: m[5]! }));
const numbers = (svg: string) =>
  [...svg.matchAll(/ (?:x|x1|x2|cx)="([\d.-]+)"/g)].map((m) => Number(m[1]));

describe('drawNucleicAcid: DNA', () => {
  for (const style of ['helix', 'ladder'] as const) {
    it(`draws one rung per base pair, coloured by the pair (${style})`, () => {
      const svg = drawNucleicAcid({ sequence: HBB, name: '' }, { ...dna, style }, context);
      const [rungs] = groups(svg, 'figura-na-rungs');
      const halves = lines(rungs!);
      expect(halves).toHaveLength(2 * HBB.length);
      // Each rung's halves: the top base's colour then its partner's (A 0, C 1, G 2, T 3).
      const colourOf = (base: string) => SCIENTIFIC_PALETTE['ACGT'.indexOf(base)];
      const complement = complementStrand(HBB);
      for (let i = 0; i < HBB.length; i++) {
        expect(halves[2 * i]!.stroke).toBe(colourOf(HBB[i]!));
        expect(halves[2 * i + 1]!.stroke).toBe(colourOf(complement[i]!));
      }
      // Rungs evenly spaced, left to right.
      const xs = halves.filter((_, i) => i % 2 === 0).map((line) => line.x1);
      const step = xs[1]! - xs[0]!;
      expect(step).toBeGreaterThan(0);
      xs.forEach((x, i) => expect(x).toBeCloseTo(xs[0]! + i * step, 1));
    });
  }

  it('writes both strands’ letters in order, the partner’s complementary', () => {
    const svg = drawNucleicAcid({ sequence: HBB, name: '' }, dna, context);
    const [top, bottom] = groups(svg, 'figura-na-letters');
    expect(texts(top!).join('')).toBe(HBB);
    expect(texts(bottom!).join('')).toBe('TACCACGTAGACTGAGGACTCCTCTTCAGA');
    expect(complementStrand('AATTGGCCN')).toBe('TTAACCGGN');
  });

  it('labels both ends of both strands 5′ and 3′', () => {
    const svg = drawNucleicAcid({ sequence: HBB, name: '' }, dna, context);
    const [ends] = groups(svg, 'figura-na-ends');
    expect(texts(ends!).sort()).toEqual(['3′', '3′', '5′', '5′']);
  });

  it('leaves letters out when they would be smaller than 0.6 of the text size', () => {
    const long = 'ACGT'.repeat(100);
    const svg = drawNucleicAcid({ sequence: long, name: '' }, dna, context);
    expect(groups(svg, 'figura-na-letters')).toHaveLength(0);
    expect(lines(groups(svg, 'figura-na-rungs')[0]!)).toHaveLength(800);
    const hidden = drawNucleicAcid(
      { sequence: HBB, name: '' },
      { ...dna, showSequence: false },
      context,
    );
    expect(groups(hidden, 'figura-na-letters')).toHaveLength(0);
  });

  it('draws from the length option when there is no sequence', () => {
    const svg = drawNucleicAcid({ sequence: '', name: '' }, { ...dna, length: 12 }, context);
    expect(lines(groups(svg, 'figura-na-rungs')[0]!)).toHaveLength(24);
    expect(groups(svg, 'figura-na-letters')).toHaveLength(0);
  });
});

describe('drawNucleicAcid: RNA and mRNA', () => {
  const sequence = 'UGAGGUAGUAGGUUGUAUAGUU';

  it('draws RNA as one stick per base with its letters in order, and no partner', () => {
    const svg = drawNucleicAcid({ sequence, name: '' }, { ...dna, molecule: 'rna' }, context);
    const sticks = lines(groups(svg, 'figura-na-bases')[0]!);
    expect(sticks).toHaveLength(sequence.length);
    expect(sticks[0]!.stroke).toBe(SCIENTIFIC_PALETTE[3]); // U
    expect(sticks[1]!.stroke).toBe(SCIENTIFIC_PALETTE[2]); // G
    const letters = groups(svg, 'figura-na-letters');
    expect(letters).toHaveLength(1);
    expect(texts(letters[0]!).join('')).toBe(sequence);
    expect(svg).not.toContain('figura-na-cap');
    expect(svg).not.toContain('AAAA…');
  });

  it('gives mRNA its 5′ cap and 3′ poly(A) tail, labelled, outside the coding bases', () => {
    const svg = drawNucleicAcid({ sequence, name: '' }, { ...dna, molecule: 'mrna' }, context);
    const [cap] = groups(svg, 'figura-na-cap');
    expect(cap).toMatch(/<circle cx="([\d.]+)"/);
    expect(texts(cap!)).toEqual(['m⁷G']);
    expect(svg).toContain('>AAAA…</text>');
    const sticks = lines(groups(svg, 'figura-na-bases')[0]!);
    const capX = Number(/<circle cx="([\d.]+)"/.exec(cap!)![1]);
    const tail = lines(groups(svg, 'figura-na-tail')[0]!);
    expect(tail.length).toBeGreaterThanOrEqual(4);
    expect(capX).toBeLessThan(sticks[0]!.x1);
    expect(tail[0]!.x1).toBeGreaterThan(sticks.at(-1)!.x1);
    expect(tail.every((line) => line.stroke === SCIENTIFIC_PALETTE[0])).toBe(true);
    const [ends] = groups(svg, 'figura-na-ends');
    const [five, three] = [...ends!.matchAll(/x="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(five).toBeLessThan(capX);
    expect(three).toBeGreaterThan(tail.at(-1)!.x1);
  });
});

describe('nucleicAcidKind', () => {
  it('parses and draws its sample inside its box, quickly', () => {
    for (const molecule of ['dna', 'mrna'] as const) {
      const options = { ...dna, molecule };
      const sample =
        molecule === 'dna' ? nucleicAcidKind.sample : nucleicAcidKind.sample.replace(/T/g, 'U');
      const parsed = nucleicAcidKind.parse(sample, options);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
      const { width, height } = nucleicAcidKind.size;
      const svg = nucleicAcidKind.draw(parsed.value, options, { ...context, width, height });
      const time = fastest(() => {
        const again = nucleicAcidKind.parse(sample, options);
        if (again.ok) nucleicAcidKind.draw(again.value, options, { ...context, width, height });
      });
      expect(time).toBeLessThan(20);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${width} ${height}"`));
      for (const x of numbers(svg)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(width);
      }
      for (const m of svg.matchAll(/ (?:y|y1|y2|cy)="([\d.-]+)"/g)) {
        expect(Number(m[1])).toBeGreaterThanOrEqual(context.textSize);
        expect(Number(m[1])).toBeLessThanOrEqual(height);
      }
      expect(svg).not.toMatch(/<(script|use|foreignObject|style)|url\(|\bon\w+=/);
    }
  });
});

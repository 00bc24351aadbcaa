import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { SCIENTIFIC_PALETTE } from '../svg';
import {
  drawContext,
  parsedValue,
  parseProblem,
  readFixture,
  t,
  textContents as texts,
} from '../testing';
import { geneStructureKind } from './index';
import { roundLength } from './layout';
import type { GeneStructure } from './model';
import { sample } from './sample';

const context = drawContext(560, 200);
const options = defaultScientificOptions('gene_structure');
const fixture = (name: string) => readFixture(import.meta.url, name);

const read = (source: string): GeneStructure =>
  parsedValue(geneStructureKind.parse(source, options));
const problemOf = (source: string) => parseProblem(geneStructureKind.parse(source, options));
const rects = (svg: string) =>
  [
    ...svg.matchAll(
      /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="([^"]+)"/g,
    ),
  ].map((m) => ({ x: +m[1]!, y: +m[2]!, width: +m[3]!, height: +m[4]!, fill: m[5]! }));
const summary = (gene: GeneStructure) =>
  gene.parts.map(
    (part) => `${part.kind} ${part.start}-${part.end}${part.label ? ` ${part.label}` : ''}`,
  );

describe('gene structure: INS in GFF3', () => {
  const gene = read(fixture('INS.gff3'));

  it('reads the gene, its strand and its first transcript’s parts', () => {
    expect(gene).toMatchObject({
      name: 'INS',
      seqid: '11',
      start: 2159779,
      end: 2161209,
      strand: -1,
    });
    expect(summary(gene)).toEqual([
      'utr3 2159779-2159852',
      'exon 2159779-2159998',
      'cds 2159853-2159998',
      'cds 2160785-2160971',
      'exon 2160785-2160988',
      'utr5 2160972-2160988',
      'utr5 2161168-2161209',
      'exon 2161168-2161209',
    ]);
  });

  it('reads the same parts from the table and, with spaces for tabs, from a paste', () => {
    const table = read(sample);
    expect(table).toMatchObject({ name: 'INS', start: 2159779, end: 2161209, strand: -1 });
    const pasted = read(fixture('INS.gff3').replace(/\t/g, '   '));
    expect(summary(pasted)).toEqual(summary(gene));
  });

  it('draws exons short, the coding sequence tall, to scale along the box', () => {
    const svg = geneStructureKind.draw(gene, options, context);
    expect(svg).toContain('viewBox="0 0 560 200"');
    const boxes = rects(svg);
    expect(boxes).toHaveLength(8);
    const coding = boxes.filter((box) => box.fill === SCIENTIFIC_PALETTE[0]);
    const untranslated = boxes.filter((box) => box.fill === SCIENTIFIC_PALETTE[1]);
    expect(coding).toHaveLength(2);
    expect(untranslated).toHaveLength(6);
    expect(coding[0]!.height).toBeGreaterThan(untranslated[0]!.height);
    // Margins 6 either side of 548 units for 1,431 bp: exon 3 starts at the left margin.
    const scale = (560 - 12) / 1431;
    const exon3 = boxes.find((box) => Math.abs(box.width - 220 * scale) < 0.02)!;
    expect(exon3.x).toBeCloseTo(6, 1);
    const cds2 = coding.find((box) => Math.abs(box.width - 187 * scale) < 0.02)!;
    expect(cds2.x).toBeCloseTo(6 + (2160785 - 2159779) * scale, 1);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(554.01);
  });

  it('numbers exons from the 5′ end, points chevrons and the arrow downstream, adds a scale bar', () => {
    const svg = geneStructureKind.draw(gene, options, context);
    const shown = texts(svg);
    expect(shown).toEqual(expect.arrayContaining(['INS', 'Exon 1', 'Exon 2', 'Exon 3']));
    expect(shown).toContain('11: 2,159,779–2,161,209');
    expect(shown).toContain('2,159,779');
    expect(shown).toContain('2,161,209');
    // A quarter of 1,431 bp rounds down to 200 bp.
    expect(shown).toContain('200 bp');
    // Exon 1 is on the right (minus strand): its label lies right of Exon 3's.
    const xOf = (label: string) =>
      Number(new RegExp(`<text x="([\\d.]+)"[^>]*>${label}<`).exec(svg)![1]);
    expect(xOf('Exon 1')).toBeGreaterThan(xOf('Exon 3'));
    // Chevrons point left: the middle point of each lies left of its ends.
    const chevrons = [
      ...svg.matchAll(
        /<polyline points="([\d.]+),[\d.]+ ([\d.]+),[\d.]+ ([\d.]+),[\d.]+" fill="none" stroke="#52606d"/g,
      ),
    ];
    expect(chevrons.length).toBeGreaterThan(2);
    for (const [, a, b] of chevrons) expect(Number(b)).toBeLessThan(Number(a));
    const arrow = /<polygon points="([\d.]+),[\d.]+ ([\d.]+),/.exec(svg)!;
    expect(Number(arrow[1])).toBeLessThan(Number(arrow[2]));
    expect(svg).not.toMatch(/<script|<style|<use|url\(|on\w+=|foreignObject|href/i);
  });

  it('leaves labels and scale bar out when asked', () => {
    const svg = geneStructureKind.draw(gene, { labels: false, scaleBar: false }, context);
    expect(texts(svg)).not.toContain('Exon 1');
    expect(texts(svg)).not.toContain('200 bp');
  });

  it('drafts alt text', () => {
    expect(geneStructureKind.describe(gene, options, t)).toBe(
      'Gene structure of INS (minus strand), 1,431 bp long, with 3 exons. The coding sequence ' +
        'runs from 2,159,853 to 2,160,971, in 2 pieces.',
    );
  });
});

describe('gene structure: GenBank', () => {
  it('takes exons from the mRNA’s join and the coding sequence from the CDS', () => {
    const gene = read(fixture('two-exons.gb'));
    expect(gene).toMatchObject({ name: 'demo1', seqid: 'DEMO1', start: 21, end: 380, strand: 1 });
    expect(summary(gene)).toEqual([
      'exon 21-120',
      'cds 61-120',
      'intron 121-250 intron 1',
      'cds 251-330',
      'exon 251-380',
    ]);
    const svg = geneStructureKind.draw(gene, options, context);
    expect(texts(svg)).toEqual(expect.arrayContaining(['Exon 1', 'Exon 2', 'intron 1', '50 bp']));
  });
});

describe('gene structure: tables and problems', () => {
  it('accepts tabs, any header case and UTR names in several spellings', () => {
    const gene = read(
      "Feature\tStart\tEnd\tLabel\n5'UTR\t1\t50\t\nCDS\t51\t300\tORF\nthree_prime_UTR\t301\t400\t\n",
    );
    expect(summary(gene)).toEqual(['utr5 1-50', 'cds 51-300 ORF', 'utr3 301-400']);
    expect(gene).toMatchObject({ name: '', start: 1, end: 400, strand: 0 });
  });

  it('names what is wrong and where', () => {
    expect(problemOf('feature,start,end\nexon,1,90\nbox,100,200\n')).toEqual({
      line: 3,
      key: 'gene_structure.errors.feature',
      values: { found: 'box' },
    });
    expect(problemOf('# my gene\nexon,1,ninety\n')).toEqual({
      line: 2,
      key: 'errors.number',
      values: { field: 'end', found: 'ninety' },
    });
    expect(problemOf('exon,100,90\n')).toEqual({
      line: 1,
      key: 'gene_structure.errors.range',
      values: { start: 100, end: '90' },
    });
    expect(problemOf('exon,1,90,,up\n')).toEqual({
      line: 1,
      key: 'gene_structure.errors.strand',
      values: { found: 'up' },
    });
    expect(problemOf('##gff-version 3\nchr1\tx\texon\t10\t5\t.\t+\t.\tParent=t1\n')).toEqual({
      line: 2,
      key: 'gene_structure.errors.range',
      values: { start: 10, end: 5 },
    });
    expect(problemOf('##gff-version 3\nchr1\tx\texon\t10\n')).toEqual({
      line: 2,
      key: 'errors.columns',
      values: { expected: 9, found: 4 },
    });
    expect(problemOf('##gff-version 3\n# nothing\n')).toEqual({
      line: 0,
      key: 'gene_structure.errors.nothing',
    });
    expect(problemOf('\n\n')).toEqual({ line: 0, key: 'errors.empty' });
    const many = Array.from({ length: 2001 }, (_, i) => `exon,${i + 1},${i + 1}`).join('\n');
    expect(problemOf(many)).toMatchObject({ line: 2001, key: 'gene_structure.errors.tooMany' });
  });

  it('rounds the scale bar to 1, 2 or 5 × 10ⁿ', () => {
    expect([roundLength(357), roundLength(1431 / 4), roundLength(2600), roundLength(0.5)]).toEqual([
      200, 200, 2000, 1,
    ]);
  });
});

describe('gene structure: the kind', () => {
  // How fast: bench/scientific-figures.mjs's `scientific object draw p95` (its budget is there).
  it('inserts with a sample that parses and draws in its box', () => {
    const { width, height } = geneStructureKind.size;
    expect(width).toBeLessThanOrEqual(1200);
    expect(height).toBeLessThanOrEqual(600);
    const svg = geneStructureKind.draw(read(geneStructureKind.sample), options, {
      ...context,
      width,
      height,
    });
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    for (const [, y] of svg.matchAll(/<text x="[\d.]+" y="([\d.-]+)"/g)) {
      expect(Number(y)).toBeGreaterThan(10);
      expect(Number(y)).toBeLessThanOrEqual(height);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { defaultScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, SCIENTIFIC_PALETTE } from '../svg';
import { drawContext, parsedValue, placedTexts as texts, readFixture, t } from '../testing';
import { phyloTreeKind } from './index';
import { parseNewick, type PhyloTree } from './parse';

const context = drawContext(480, 300);
const options = defaultScientificOptions('phylo_tree');
const fixture = (name: string) => readFixture(import.meta.url, name);

const parsed = (source: string): PhyloTree => parsedValue(parseNewick(source));

const tipNames = (tree: PhyloTree) => tree.tips.map((tip) => tree.nodes[tip]!.label);

describe('parseNewick', () => {
  it('reads a primate tree with branch lengths, tips in Newick order', () => {
    const tree = parsed(fixture('hominoids.nwk'));
    expect(tipNames(tree)).toEqual(['Human', 'Chimp', 'Gorilla', 'Orangutan', 'Gibbon']);
    expect(tree.hasLengths).toBe(true);
    expect(tree.nodes[0]!.children).toHaveLength(3);
    const human = tree.nodes[tree.tips[0]!]!;
    expect(human.length).toBe(0.0067);
    expect(tree.nodes[human.parent]!.length).toBe(0.0024);
  });

  it('reads quoted labels, comments, scientific notation, # lines and Windows line ends', () => {
    const tree = parsed(fixture('quoted.nwk'));
    expect(tipNames(tree)).toEqual([
      'Homo sapiens',
      'Pan troglodytes [chimp]',
      'Gorilla gorilla',
      "O'Brien's ape",
    ]);
    const lengths = tree.tips.map((tip) => tree.nodes[tip]!.length);
    expect(lengths).toEqual([0.012, 0.013, 0.02, 0.03]);
    const clade = tree.nodes[tree.nodes[tree.tips[0]!]!.parent]!;
    expect(clade.label).toBe('Hominini 100');
    expect(clade.length).toBe(0.004);
    expect(tree.nodes[0]!.label).toBe('95');
  });

  it('reads a tree without lengths, unnamed tips and a lone tip', () => {
    const tree = parsed('((,),C);');
    expect(tree.tips).toHaveLength(3);
    expect(tree.hasLengths).toBe(false);
    expect(tipNames(parsed('Lonely;'))).toEqual(['Lonely']);
  });

  it.each([
    ['((A,B),C;', 1, 'phylo_tree.errors.unclosed', { line: 1, column: 1 }],
    ['(A,\n  (B,C;\n', 2, 'phylo_tree.errors.unclosed', { line: 2, column: 3 }],
    ['(A:x,B);', 1, 'phylo_tree.errors.length', { column: 3, found: 'x' }],
    ['(A:,B);', 1, 'phylo_tree.errors.length', { column: 3, found: ',' }],
    ['(A,B));', 1, 'phylo_tree.errors.extraClose', { column: 6 }],
    ['(A,B)', 1, 'phylo_tree.errors.semicolon', undefined],
    ['(A:1 C,D);', 1, 'phylo_tree.errors.length', { column: 3, found: '1 C' }],
    ["(A:1 'C',D);", 1, 'phylo_tree.errors.unexpected', { column: 6, found: 'C' }],
    ['(A,B)C(D);', 1, 'phylo_tree.errors.unexpected', { column: 7, found: '(' }],
    ["(A,'B c);", 1, 'phylo_tree.errors.quote', { column: 4 }],
    ['\n[note (A,B);', 2, 'phylo_tree.errors.comment', { column: 1 }],
    ['#NEXUS\nbegin trees;', 1, 'phylo_tree.errors.nexus', undefined],
    [' \n# nothing\n', 0, 'errors.empty', undefined],
  ])('refuses %j naming where and what', (source, line, key, values) => {
    const result = parseNewick(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toEqual(values ? { line, key, values } : { line, key });
    // Every message is written in the locale file, filled in.
    const message = t(`scientific.${key}`, result.problem.values);
    expect(message).not.toContain('{{');
    expect(message).not.toContain('scientific.');
  });

  it('refuses huge or absurdly deep trees quickly, without overflowing', () => {
    const wide = `(${Array.from({ length: 2001 }, (_, i) => `t${i}`).join(',')});`;
    expect(parseNewick(wide)).toMatchObject({
      ok: false,
      problem: { key: 'phylo_tree.errors.tooMany' },
    });
    const deep = `${'('.repeat(100_000)}A${')'.repeat(100_000)};`;
    const started = performance.now();
    expect(parseNewick(deep)).toMatchObject({
      ok: false,
      problem: { key: 'phylo_tree.errors.tooMany' },
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('drawing a tree', () => {
  const tree = parsed(fixture('hominoids.nwk'));

  it('puts tips top to bottom in Newick order, x proportional to summed branch lengths', () => {
    const svg = phyloTreeKind.draw(tree, options, context);
    const labels = texts(svg);
    const at = (name: string) => labels.find((label) => label.text === name)!;
    const order = ['Human', 'Chimp', 'Gorilla', 'Orangutan', 'Gibbon'];
    const ys = order.map((name) => at(name).y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    // Evenly spaced tips.
    expect(ys[1]! - ys[0]!).toBeCloseTo(ys[4]! - ys[3]!, 1);

    const depth = {
      Human: 0.0091,
      Chimp: 0.0096,
      Gorilla: 0.0089,
      Orangutan: 0.0226,
      Gibbon: 0.0258,
    };
    const scale = (at('Gibbon').x - at('Human').x) / (depth.Gibbon - depth.Human);
    expect(scale).toBeGreaterThan(0);
    for (const name of order)
      expect(at(name).x).toBeCloseTo(
        at('Human').x + scale * (depth[name as keyof typeof depth] - depth.Human),
        0,
      );
    // The farthest tip's name still fits in the box.
    expect(at('Gibbon').x + estimateWidth('Gibbon', 12)).toBeLessThanOrEqual(480);

    // A scale bar of a round length (a fifth of 0.0258 rounds to 0.005), drawn to the same scale.
    const bar =
      /M([\d.]+) ([\d.]+)H([\d.]+)M[\d.]+ [\d.]+V[\d.]+" fill="none" stroke="#1f2933"/.exec(svg)!;
    expect(Number(bar[3]) - Number(bar[1])).toBeCloseTo(0.005 * scale, 0);
    expect(labels.some((label) => label.text === '0.005')).toBe(true);
  });

  it('aligns the tips of a cladogram when lengths are off, with no scale bar', () => {
    const svg = phyloTreeKind.draw(tree, { ...options, lengths: false }, context);
    const labels = texts(svg);
    const xs = ['Human', 'Chimp', 'Gorilla', 'Orangutan', 'Gibbon'].map(
      (name) => labels.find((label) => label.text === name)!.x,
    );
    expect(new Set(xs).size).toBe(1);
    expect(labels.some((label) => label.text === '0.005')).toBe(false);
  });

  it('colours each named clade, leaving support values as they are', () => {
    const supported = parsed(fixture('supported.nwk'));
    const svg = phyloTreeKind.draw(supported, options, context);
    const labels = texts(svg);
    expect(labels.find((label) => label.text === 'Clade one')!.fill).toBe(SCIENTIFIC_PALETTE[0]);
    expect(labels.find((label) => label.text === 'Clade two')!.fill).toBe(SCIENTIFIC_PALETTE[1]);
    expect(labels.some((label) => label.text === '90' || label.text === '100')).toBe(false);
    expect(svg).toContain(`stroke="${SCIENTIFIC_PALETTE[0]}"`);
    expect(svg).toContain(`stroke="${SCIENTIFIC_PALETTE[1]}"`);
    const plain = phyloTreeKind.draw(supported, { ...options, clades: false }, context);
    expect(plain).not.toContain(`stroke="${SCIENTIFIC_PALETTE[0]}"`);
  });

  it('marks named clades beyond the tip names, never over the branches, inner clades nearer', () => {
    const primates = parsed(
      '(((Human:1,Chimp:1)Hominini:1,Gorilla:2)Hominidae:1,(Rhesus:1,Baboon:1)Cercopithecidae:2);',
    );
    const svg = phyloTreeKind.draw(primates, options, context);
    const labels = texts(svg);
    const at = (name: string) => labels.find((label) => label.text === name)!;
    const tipsEnd = Math.max(
      ...['Human', 'Chimp', 'Gorilla', 'Rhesus', 'Baboon'].map(
        (name) => at(name).x + estimateWidth(name, 12),
      ),
    );
    for (const clade of ['Hominini', 'Hominidae', 'Cercopithecidae']) {
      expect(at(clade).x).toBeGreaterThan(tipsEnd);
      expect(at(clade).x + estimateWidth(clade, 12)).toBeLessThanOrEqual(480);
    }
    // Hominini inside Hominidae: its bar stands nearer the tips; each name beside its tips.
    expect(at('Hominini').x).toBeLessThan(at('Hominidae').x);
    expect(at('Hominini').y).toBeGreaterThan(at('Human').y);
    expect(at('Hominini').y).toBeLessThan(at('Chimp').y);
    expect(at('Cercopithecidae').y).toBeGreaterThan(at('Rhesus').y);
  });

  it('sets crowded tip names smaller before it leaves any out', () => {
    const ten = parsed(`(${Array.from({ length: 10 }, (_, i) => `T${i}:1`).join(',')});`);
    // Ten tips 10.5 px apart (a scale bar under them), under the 12.6 px a 12 px name needs.
    const snug = phyloTreeKind.draw(ten, options, drawContext(480, 150));
    const names = texts(snug).filter((label) => /^T\d$/.test(label.text));
    expect(names).toHaveLength(10);
    expect(snug).toMatch(/font-size="(9|10)(\.\d+)?"/);
    // Far too tight even at 70 %: every other name is left out.
    const tight = texts(phyloTreeKind.draw(ten, options, drawContext(480, 60)));
    expect(tight.filter((label) => /^T\d$/.test(label.text)).length).toBeLessThan(10);
  });

  it('draws a circular tree inside its box, names turned outwards', () => {
    const svg = phyloTreeKind.draw(tree, { ...options, layout: 'circular' }, context);
    expect(svg).toMatch(/A[\d.]+ [\d.]+ 0 [01] 1/);
    const turned = [...svg.matchAll(/<g transform="rotate\(([-\d.]+) ([-\d.]+) ([-\d.]+)\)">/g)];
    expect(turned).toHaveLength(5);
    // Tips evenly around the circle from the top, clockwise: 360 / 5 = 72 degrees apart.
    expect(Number(turned[0]![1])).toBeCloseTo(-90, 1);
    expect(Number(turned[1]![1])).toBeCloseTo(-18, 1);
    for (const [, , x, y] of turned) {
      expect(Number(x)).toBeGreaterThan(0);
      expect(Number(x)).toBeLessThan(480);
      expect(Number(y)).toBeGreaterThan(0);
      expect(Number(y)).toBeLessThan(300);
    }
  });

  it('describes the tree in words', () => {
    const text = phyloTreeKind.describe(tree, options, t);
    expect(text).toBe(
      'Phylogenetic tree with 5 tips: Human, Chimp, Gorilla, Orangutan, Gibbon. Branch lengths reach 0.0258 from the root.',
    );
  });
});

describe('the sample', () => {
  it('parses and draws within its box, quickly', () => {
    const started = performance.now();
    const result = phyloTreeKind.parse(phyloTreeKind.sample, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { width, height } = phyloTreeKind.size;
    for (const layout of ['rectangular', 'circular'] as const) {
      const svg = phyloTreeKind.draw(
        result.value,
        { ...options, layout },
        { ...context, width, height },
      );
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      for (const label of texts(svg)) {
        expect(label.x).toBeGreaterThanOrEqual(0);
        expect(label.x).toBeLessThanOrEqual(width);
        expect(label.y).toBeGreaterThanOrEqual(0);
        expect(label.y).toBeLessThanOrEqual(height);
      }
      expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    }
    expect(performance.now() - started).toBeLessThan(200);
    expect(phyloTreeKind.describe(result.value, options, t)).toContain(
      'Named clades: Hominidae, Cercopithecidae, Platyrrhini.',
    );
  });
});

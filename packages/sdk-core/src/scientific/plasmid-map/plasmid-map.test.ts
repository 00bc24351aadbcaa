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
import { kindColourIndex } from './draw';
import { plasmidMapKind } from './index';
import type { PlasmidData } from './parse';
import { sample } from './sample';
import { COMMON_ENZYMES, reverseComplement, uniqueSites } from './sites';

const context = drawContext(520, 400);
const options = defaultScientificOptions('plasmid_map');

const read = (source: string): PlasmidData => parsedValue(plasmidMapKind.parse(source, options));
const problemOf = (source: string) => parseProblem(plasmidMapKind.parse(source, options));

describe('plasmid map: pUC19 from GenBank', () => {
  const data = read(sample);

  it('reads the name, size and features (not the source feature)', () => {
    expect(data).toMatchObject({ name: 'pUC19', length: 2686, circular: true });
    expect(data.features.map((feature) => feature.name)).toEqual([
      'lacZ-alpha',
      'M13 fwd',
      'MCS',
      'M13 rev',
      'lac operator',
      'lac promoter',
      'ori',
      'AmpR',
      'AmpR promoter',
    ]);
    expect(data.features[0]).toEqual({
      name: 'lacZ-alpha',
      type: 'CDS',
      start: 146,
      end: 469,
      strand: -1,
    });
    // The MCS marks a place, not a direction.
    expect(data.features[2]!.strand).toBe(0);
  });

  it('finds the unique cutters, counted independently from the sequence', () => {
    const sites = uniqueSites(data.sequence, true);
    const positionOf = (site: string) => {
      const found: number[] = [];
      const circular = data.sequence + data.sequence.slice(0, site.length - 1);
      for (let i = 0; i < data.sequence.length; i++)
        if (circular.slice(i, i + site.length) === site) found.push(i + 1);
      return found;
    };
    expect(positionOf('gaattc')).toEqual([396]);
    expect(positionOf('aagctt')).toEqual([447]);
    expect(sites).toContainEqual({ enzyme: 'EcoRI', position: 396 });
    expect(sites).toContainEqual({ enzyme: 'HindIII', position: 447 });
    for (const site of sites) {
      const enzyme = COMMON_ENZYMES.find((candidate) => candidate.name === site.enzyme)!;
      expect(positionOf(enzyme.site)).toEqual([site.position]);
    }
    // The MCS holds the cutters in order; NdeI sits in lacZ-alpha; XhoI, NotI and EcoRV are absent.
    expect(sites.map((site) => site.enzyme)).toEqual([
      'NdeI',
      'EcoRI',
      'SacI',
      'KpnI',
      'SmaI',
      'BamHI',
      'XbaI',
      'SalI',
      'PstI',
      'SphI',
      'HindIII',
    ]);
  });

  it('searches across the origin and both strands, and leaves out enzymes that cut twice', () => {
    // EcoRI split over the origin of a circle; NcoI-like asymmetric site only on the bottom strand.
    const circle = `attc${'c'.repeat(40)}ga`;
    expect(uniqueSites(circle, true)).toEqual([{ enzyme: 'EcoRI', position: 45 }]);
    expect(uniqueSites(circle, false)).toEqual([]);
    const asymmetric = [{ name: 'BsaI', site: 'ggtctc' }];
    expect(uniqueSites(`aaa${reverseComplement('ggtctc')}aaa`, false, asymmetric)).toEqual([
      { enzyme: 'BsaI', position: 4 },
    ]);
    expect(uniqueSites('gaattcaagaattc', false)).toEqual([]);
  });

  it('draws within its box: backbone, one arc per feature, site ticks and labels', () => {
    const svg = plasmidMapKind.draw(data, options, context);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="520" height="400" viewBox="0 0 520 400"');
    const circle = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/.exec(svg)!;
    const [cx, cy, r] = circle.slice(1).map(Number) as [number, number, number];
    expect([cx, cy]).toEqual([260, 200]);
    expect(r).toBeGreaterThan(100);
    expect(cy + r).toBeLessThan(400);

    const arcs = [...svg.matchAll(/<path d="([^"]+)" fill="(#[0-9a-f]{6})"/g)];
    expect(arcs).toHaveLength(9);
    // CDS take colour 0, origins colour 1.
    expect(arcs.filter((arc) => arc[2] === SCIENTIFIC_PALETTE[0])).toHaveLength(2);
    expect(
      arcs.filter((arc) => arc[2] === SCIENTIFIC_PALETTE[kindColourIndex('rep_origin')]),
    ).toHaveLength(1);

    const shown = texts(svg);
    expect(shown).toContain('pUC19');
    expect(shown).toContain('2,686 bp');
    expect(shown).toContain('EcoRI (396)');
    expect(shown).toContain('HindIII (447)');
    expect(shown).toContain('AmpR');
    expect(shown).toContain('lac promoter');

    // Every text sits inside the box, labels at least textSize, none overlapping on its side.
    const placed = [...svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)"[^>]*font-size="([\d.]+)"/g)];
    for (const [, x, y, size] of placed) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(x)).toBeLessThanOrEqual(520);
      expect(Number(y)).toBeGreaterThan(0);
      expect(Number(y)).toBeLessThanOrEqual(400);
      expect(Number(size)).toBeGreaterThanOrEqual(12);
    }
    const sides = [
      ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*text-anchor="(start|end)"/g),
    ];
    for (const anchor of ['start', 'end']) {
      const ys = sides
        .filter((m) => m[3] === anchor)
        .map((m) => Number(m[2]))
        .sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(14.9);
    }
  });

  it('puts a feature arc where its bases are: lacZ-alpha from base 146 to 469', () => {
    const lacZOnly: PlasmidData = { ...data, features: [data.features[0]!] };
    const svg = plasmidMapKind.draw(lacZOnly, { sites: false, labels: false }, context);
    const path = /<path d="M([\d.]+) ([\d.]+)A/.exec(svg)!;
    const r = Number(/<circle[^>]* r="([\d.]+)"/.exec(svg)![1]);
    // Reverse strand: the outer edge starts past the arrowhead at base 146's side.
    const [x, y] = [Number(path[1]) - 260, 200 - Number(path[2])];
    const angle = Math.atan2(x, y);
    expect(angle).toBeGreaterThan((145 / 2686) * Math.PI * 2);
    expect(angle).toBeLessThan((469 / 2686) * Math.PI * 2);
    expect(Math.hypot(x, y)).toBeGreaterThan(r);
    expect(texts(svg)).not.toContain('lacZ-alpha');
    expect(svg).not.toContain('EcoRI');
  });

  // How fast: bench/scientific-figures.mjs's `scientific object draw p95` (its budget is there).
  it('is safe to put in a page', () => {
    const svg = plasmidMapKind.draw(read(sample), options, context);
    expect(svg).not.toMatch(/<script|<style|<use|url\(|on\w+=|foreignObject|href/i);
  });

  it('drafts alt text from the data', () => {
    const text = plasmidMapKind.describe(data, options, t);
    expect(text).toBe(
      'Plasmid map of pUC19, 2,686 bp, with 9 features: lacZ-alpha, M13 fwd, MCS, M13 rev, ' +
        'lac operator, lac promoter, ori, AmpR, AmpR promoter. Unique restriction sites: ' +
        'NdeI (183), EcoRI (396), SacI (402), KpnI (408), SmaI (412), BamHI (417), XbaI (423), ' +
        'SalI (429), PstI (435), SphI (441), HindIII (447).',
    );
    const many: PlasmidData = {
      ...data,
      features: Array.from({ length: 200 }, (_, i) => ({ ...data.features[0]!, name: `gene${i}` })),
    };
    const long = plasmidMapKind.describe(many, { sites: false, labels: true }, t);
    expect(long.length).toBeLessThan(600);
    expect(long).toMatch(/and \d+ more\.$/);
  });
});

describe('plasmid map: a feature table', () => {
  const table = readFixture(import.meta.url, 'pUC19-features.tsv');

  it('reads the size and name lines, any header case, tabs and Windows line ends', () => {
    const data = read(table);
    expect(data).toMatchObject({ name: 'pUC19', length: 2686, circular: true, sequence: '' });
    expect(data.features).toHaveLength(7);
    expect(data.features[1]).toEqual({
      name: 'MCS',
      type: 'misc_feature',
      start: 396,
      end: 452,
      strand: 0,
    });
    expect(data.features[4]!.strand).toBe(-1);
    expect(data.features[6]).toMatchObject({
      start: 2650,
      end: 20,
      strand: 1,
      type: 'misc_feature',
    });
  });

  it('draws the feature across the origin as one arc and no sites without a sequence', () => {
    const svg = plasmidMapKind.draw(read(table), options, context);
    expect([...svg.matchAll(/<path d="[^"]+" fill=/g)]).toHaveLength(7);
    expect(texts(svg)).not.toContain('EcoRI (396)');
  });

  it('reads a table without a header in the standard column order', () => {
    const data = read('# length: 5000\nKanR,100,900,+,CDS\norigin,4000,4600,-,rep_origin\n');
    expect(data.features.map((feature) => feature.name)).toEqual(['KanR', 'origin']);
    expect(data.name).toBe('');
  });

  it('names what is wrong and where', () => {
    expect(problemOf('name,start,end\nori,1,20\n')).toEqual({
      line: 1,
      key: 'plasmid_map.errors.length',
    });
    expect(problemOf('# length: big\nori,1,20\n')).toEqual({
      line: 1,
      key: 'errors.number',
      values: { field: 'length', found: 'big' },
    });
    expect(problemOf('# length: 100\nname,start,end\nori,1,x\n')).toEqual({
      line: 3,
      key: 'errors.number',
      values: { field: 'end', found: 'x' },
    });
    expect(problemOf('# length: 100\n\nname,start,end\nori,1,200\n')).toEqual({
      line: 4,
      key: 'plasmid_map.errors.position',
      values: { field: 'end', found: '200', length: 100 },
    });
    expect(problemOf('# length: 100\nname,start,end,strand\nori,1,20,up\n')).toEqual({
      line: 3,
      key: 'plasmid_map.errors.strand',
      values: { found: 'up' },
    });
    expect(problemOf('# length: 100\nname,from,to\nori,1,20\n')).toEqual({
      line: 2,
      key: 'errors.header',
      values: { columns: 'name, start, end, strand, type' },
    });
    expect(problemOf('# length: 100\nori,1\n')).toEqual({
      line: 2,
      key: 'errors.columns',
      values: { expected: '3 to 5', found: 2 },
    });
    expect(problemOf('# just a note\n\n')).toEqual({ line: 0, key: 'errors.empty' });
    const many = Array.from({ length: 2001 }, (_, i) => `f${i},1,5`).join('\n');
    expect(problemOf(`# length: 100\n${many}`)).toMatchObject({
      line: 2002,
      key: 'plasmid_map.errors.tooMany',
    });
  });
});

describe('plasmid map: the kind', () => {
  it('inserts with its sample in a box that fits the slide', () => {
    expect(plasmidMapKind.type).toBe('plasmid_map');
    expect(plasmidMapKind.sampleFile).toBe('pUC19.gb');
    expect(plasmidMapKind.size.width).toBeLessThanOrEqual(1200);
    expect(plasmidMapKind.size.height).toBeLessThanOrEqual(600);
    const { width, height } = plasmidMapKind.size;
    const svg = plasmidMapKind.draw(read(sample), options, { ...context, width, height });
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  });

  it('is the SnapGene file the GenBank reader is tested on', () => {
    const file = readFixture(new URL('../genbank/', import.meta.url), 'pUC19.gb');
    expect(sample).toBe(file.replace(/\r\n/g, '\n'));
  });
});

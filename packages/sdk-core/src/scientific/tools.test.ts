import { describe, expect, it } from 'vitest';
import { SCIENTIFIC_TYPES } from '../schema/document/constants';
import { drawScientific, problemMessage, sampleScientific, scientificColourNames } from './tools';
import { t } from './testing';

const sample = (type: (typeof SCIENTIFIC_TYPES)[number]) =>
  sampleScientific(type, { left: 0, top: 0 }, type, t);

describe('the scientific objects’ one door', () => {
  it('names each palette colour a drawing uses, for the inspector’s swatches', () => {
    const names = Object.fromEntries(
      SCIENTIFIC_TYPES.map((type) => [type, scientificColourNames(sample(type), t)]),
    );
    expect(names.nucleic_acid).toEqual(['A', 'C', 'G', 'T']);
    expect(names.membrane).toEqual(['Lipid heads']);
    expect(names.timeline).toEqual(['Treatment', 'Sampling', 'Imaging', 'Other']);
    expect(names.survival_curve).toEqual(['Standard care', 'Drug A']);
    expect(names.phylo_tree).toEqual(['Hominidae', 'Cercopithecidae', 'Platyrrhini']);
    expect(names.plasmid_map?.[0]).toBe('Coding (CDS, genes)');
    expect(names.gene_structure).toEqual(['Coding (CDS)', 'Exons and UTRs', 'Introns and other']);
    // A gel keeps a gel's own look; the sample plate holds numbers only (its scale colours them).
    expect(names.gel).toEqual([]);
    expect(names.well_plate).toEqual([]);
  });

  it('draws each named colour where its name says: the first one for treatments', () => {
    const element = sample('timeline');
    const drawn = drawScientific({ ...element, colours: ['#ff0000'] }, t);
    if (!drawn.ok) throw new Error('the sample draws');
    expect(element.svg).not.toContain('#ff0000');
    // The sample's treatments (three doses) and the legend's treatment mark.
    expect(drawn.svg.split('#ff0000').length - 1).toBeGreaterThanOrEqual(4);
  });

  it('counts the labels a drawing leaves out for want of room: none in a sample at its size', () => {
    for (const type of SCIENTIFIC_TYPES) {
      const drawn = drawScientific(sample(type), t);
      expect(drawn.ok && drawn.leftOut, type).toBe(0);
    }
    const squeezed = (type: (typeof SCIENTIFIC_TYPES)[number], share: number) => {
      const element = sample(type);
      const drawn = drawScientific(
        { ...element, width: element.width * share, height: element.height * share },
        t,
      );
      return drawn.ok ? drawn.leftOut : -1;
    };
    // Ten tips in under a third of the height: only some names shown, never none.
    expect(squeezed('phylo_tree', 0.3)).toBeGreaterThan(0);
    expect(squeezed('phylo_tree', 0.3)).toBeLessThan(10);
    // pUC19's sites and features round a small circle: some cannot be placed.
    expect(squeezed('plasmid_map', 0.3)).toBeGreaterThan(0);
  });

  it('says which line is wrong, with the reader’s own words or the shared ones', () => {
    expect(
      problemMessage({ line: 3, key: 'errors.number', values: { field: 'time', found: 'x' } }, t),
    ).toBe('Line 3: expected a number for time, found “x”.');
    expect(problemMessage({ line: 0, key: 'errors.tooLong' }, t)).toBe(
      'The data is longer than 200,000 characters: load a smaller file, or a part of it.',
    );
  });
});

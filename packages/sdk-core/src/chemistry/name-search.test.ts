import { describe, expect, it } from 'vitest';
import { findNamedMolecule, suggestMolecules } from './name-search';

const names = (query: string) => suggestMolecules(query).map(({ molecule }) => molecule.name);

describe('molecule names', () => {
  it('finds names and synonyms whatever their case, spaces and hyphens', () => {
    expect(findNamedMolecule('Aspirin')?.name).toBe('Aspirin');
    expect(findNamedMolecule('acetyl salicylic acid')?.name).toBe('Aspirin');
    expect(findNamedMolecule('ATP')?.name).toBe('Adenosine triphosphate');
    expect(findNamedMolecule('l alanine')?.name).toBe('L-Alanine');
    expect(findNamedMolecule('penicillin g')?.smiles).toMatch(/SC2/);
    expect(findNamedMolecule('unobtainium')).toBeUndefined();
  });

  it('suggests as the user types: prefixes first, then typos', () => {
    expect(names('dopa')).toEqual(expect.arrayContaining(['Dopamine', 'L-DOPA']));
    expect(names('caff')[0]).toBe('Caffeine');
    expect(names('asprin')[0]).toBe('Aspirin');
    expect(names('caffiene')[0]).toBe('Caffeine');
    expect(names('cholesterl')[0]).toBe('Cholesterol');
    expect(names('')).toEqual([]);
    expect(suggestMolecules('a', 5)).toHaveLength(5);
  });

  it('says which synonym matched when the name itself did not', () => {
    const [first] = suggestMolecules('acetylsal');
    expect(first).toMatchObject({ molecule: { name: 'Aspirin' }, matched: 'acetylsalicylic acid' });
    expect(suggestMolecules('Aspirin')[0]!.matched).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { slugify, titleFromName } from './slug.ts';

describe('titles and ids from file names', () => {
  it('reads a title from a file name, putting right what the source misspells; the id keeps the file name', () => {
    expect(titleFromName('t-lymphocyte_2.svg')).toBe('T lymphocyte 2');
    expect(titleFromName('PyramidalNeuron')).toBe('Pyramidal Neuron');
    expect(titleFromName('platetelet-2.svg')).toBe('Platelet 2');
    expect(titleFromName('activated_platetelet')).toBe('Activated platelet');
    expect(titleFromName('simple-mitochondria-network2')).toBe('Simple mitochondria network 2');
    expect(titleFromName('oral-contraception-pillsx21')).toBe('Oral contraception pills ×21');
    expect(titleFromName('brca1_protein')).toBe('Brca1 protein');
    expect(titleFromName('tp53')).toBe('Tp53');
    expect(slugify('platetelet-2')).toBe('platetelet-2');
  });
});

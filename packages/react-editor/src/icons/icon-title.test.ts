// The picker names icons in words, not by their file names.
import { describe, expect, it } from 'vitest';
import { iconTitle } from './icon-title';

describe('iconTitle', () => {
  it('reads a name and its forms as words', () => {
    expect(iconTitle('ambulance-outline-24px')).toBe('Ambulance, outline, small');
    expect(iconTitle('dna-24px')).toBe('Dna, small');
    expect(iconTitle('agriculture-worker-alt-outline')).toBe(
      'Agriculture worker, alternative, outline',
    );
    expect(iconTitle('accident-and-emergency')).toBe('Accident and emergency');
  });

  it('drops Medical Icons’ i- prefix and keeps a name that is only a form', () => {
    expect(iconTitle('i-ambulance')).toBe('Ambulance');
    expect(iconTitle('negative')).toBe('Negative');
    expect(iconTitle('4x4')).toBe('4x4');
  });
});

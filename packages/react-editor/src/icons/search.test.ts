import { describe, expect, it } from 'vitest';
import { searchIconNames } from './search';

const names = [
  'virus-outline',
  'virus',
  'coronavirus',
  'virus-alt',
  'heart',
  'virus-24px',
  'virus-patient-negative',
];

describe('searchIconNames', () => {
  it('puts the exact name first and variants after filled icons', () => {
    expect(searchIconNames(names, 'virus')).toEqual([
      'virus',
      'virus-alt',
      'virus-24px',
      'virus-outline',
      'virus-patient-negative',
      'coronavirus',
    ]);
  });

  it('matches every word and respects the limit', () => {
    expect(searchIconNames(names, 'virus patient')).toEqual(['virus-patient-negative']);
    expect(searchIconNames(names, '', 2)).toHaveLength(2);
    expect(searchIconNames(names, 'nothing-like-this')).toEqual([]);
  });
});

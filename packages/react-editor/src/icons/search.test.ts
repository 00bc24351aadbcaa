import { describe, expect, it } from 'vitest';
import { getHealthIcons } from './healthicons';
import { isSymbol, searchIcons, type SearchableIcon } from './search';

const icons: SearchableIcon[] = [
  { name: 'virus-outline', category: 'Conditions' },
  { name: 'virus', category: 'Conditions' },
  { name: 'coronavirus', category: 'Conditions' },
  { name: 'virus-alt', category: 'Conditions' },
  { name: 'heart', category: 'Body' },
  { name: 'virus-24px', category: 'Conditions' },
  { name: 'virus-patient-negative', hidden: true },
  { name: 'virus-patient', category: 'People' },
  { name: 'ambulance', category: 'Vehicles' },
  { name: 'bus', category: 'Vehicles' },
];
const names = (query: string) => searchIcons(icons, query);

describe('searchIcons', () => {
  it('ranks the exact name, then prefixes, then substrings, filled before variants', () => {
    expect(names('virus')).toEqual([
      'virus',
      'virus-alt',
      'virus-patient',
      'virus-24px',
      'virus-outline',
      'virus-patient-negative',
      'coronavirus',
    ]);
  });

  it('puts an exact match first even when it is longer than a prefix match', () => {
    const set = [{ name: 'virus-alt-outline' }, { name: 'virus-alt' }, { name: 'virus' }];
    expect(searchIcons(set, 'virus alt')).toEqual(['virus-alt', 'virus-alt-outline']);
    expect(searchIcons(set, 'alt')).toEqual(['virus-alt', 'virus-alt-outline']);
  });

  it('matches every word, in any order, case-insensitively', () => {
    expect(names('Patient VIRUS')).toEqual(['virus-patient', 'virus-patient-negative']);
    expect(names('virus heart')).toEqual([]);
    expect(names('nothing-like-this')).toEqual([]);
  });

  it('finds icons by category after the name matches', () => {
    expect(names('vehicles')).toEqual(['bus', 'ambulance']);
    expect(names('bus vehicles')).toEqual(['bus']);
    expect(names('body')).toEqual(['heart']);
  });

  it('lists every icon that is not hidden, alphabetically, for an empty query', () => {
    const all = names('  ');
    expect(all).toHaveLength(icons.length - 1);
    expect(all).not.toContain('virus-patient-negative');
    expect(all).toEqual([...all].sort());
  });

  it('keeps letters, digits and signs behind the Symbols filter, so the picker opens on pictograms', () => {
    expect(isSymbol({ name: '0', category: 'Typography' })).toBe(true);
    expect(isSymbol({ name: 'network-4g', category: 'Symbols' })).toBe(true);
    expect(isSymbol({ name: 'ui-zoom-in', category: 'Symbols' })).toBe(true);
    expect(isSymbol({ name: 'alert-triangle-outline', category: 'Symbols' })).toBe(true);
    // Health Icons' Symbols category also holds pictures of things: they stay in view.
    expect(isSymbol({ name: 'virus', category: 'Symbols' })).toBe(false);
    expect(isSymbol({ name: 'heart-cardiogram', category: 'Symbols' })).toBe(false);
    const library = getHealthIcons();
    const firstPage = library
      .search('')
      .filter((name) => !library.isSymbol(name))
      .slice(0, 48);
    expect(firstPage).toHaveLength(48);
    // "0", "1-outline", "a-negative", "2g": the set's glyphs are not on the first page.
    expect(firstPage.filter((name) => /^([0-9a-z]{1,2}|\d+g)(-|$)/.test(name))).toEqual([]);
    expect(library.search('virus')[0]).toBe('virus');
    expect(library.isSymbol('virus')).toBe(false);
  });
});

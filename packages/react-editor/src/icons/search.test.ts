import { describe, expect, it } from 'vitest';
import { getIconCatalogue } from './icon-sets';
import { isSymbol, searchIcons, spellings, type SearchableIcon } from './search';

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

  it('finds the British spelling for the American and back: tumor, hemoglobin, esophagus', () => {
    const medical: SearchableIcon[] = [
      { name: 'tumour' },
      { name: 'tumour-cell' },
      { name: 'haemoglobin' },
      { name: 'oesophagus' },
      { name: 'colour-palette' },
      { name: 'blood-center' },
    ];
    expect(searchIcons(medical, 'tumor')).toEqual(['tumour', 'tumour-cell']);
    expect(searchIcons(medical, 'Tumor cell')).toEqual(['tumour-cell']);
    expect(searchIcons(medical, 'hemoglobin')).toEqual(['haemoglobin']);
    expect(searchIcons(medical, 'esophagus')).toEqual(['oesophagus']);
    expect(searchIcons(medical, 'color')).toEqual(['colour-palette']);
    expect(searchIcons(medical, 'blood centre')).toEqual(['blood-center']);
    expect(spellings('leukemia')).toContain('leukaemia');
    expect(spellings('cell')).toEqual(['cell']);
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
    const catalogue = getIconCatalogue();
    const firstPage = catalogue
      .search('')
      .filter((icon) => !catalogue.isSymbol(icon))
      .slice(0, 48)
      .map((icon) => icon.name);
    expect(firstPage).toHaveLength(48);
    // "0", "1-outline", "a-negative", "2g": the set's glyphs are not on the first page.
    expect(firstPage.filter((name) => /^([0-9a-z]{1,2}|\d+g)(-|$)/.test(name))).toEqual([]);
    expect(catalogue.search('virus')[0]).toEqual({ set: 'healthicons', name: 'virus' });
    expect(catalogue.isSymbol({ set: 'healthicons', name: 'virus' })).toBe(false);
  });
});

describe('the icon sets searched as one', () => {
  const catalogue = getIconCatalogue();
  const first = (query: string, set?: Parameters<typeof catalogue.search>[1]) =>
    catalogue.search(query, set).slice(0, 5);

  it('finds hospital departments (Medical Icons) and the emoji of the lab and of model organisms', () => {
    expect(first('cardiology')).toContainEqual({ set: 'medical-icon', name: 'cardiology' });
    expect(first('microscope')).toContainEqual({ set: 'fluent-emoji-flat', name: 'microscope' });
    expect(first('mouse')).toContainEqual({ set: 'fluent-emoji-flat', name: 'mouse' });
    expect(first('zebra')).toContainEqual({ set: 'fluent-emoji-flat', name: 'zebra' });
    // American spelling finds the sets' British names.
    expect(catalogue.search('tumour').length).toBeGreaterThan(0);
    expect(catalogue.search('tumor')).toEqual(catalogue.search('tumour'));
    // A sign's glyph before its boxed form, with a query and without.
    const oncology = catalogue.search('oncology', 'medical-icon').map((icon) => icon.name);
    expect(oncology).toEqual(['i-oncology', 'oncology']);
    expect(catalogue.search('', 'medical-icon')[0]).toEqual({
      set: 'medical-icon',
      name: 'i-accessibility',
    });
  });

  it('keeps to one set when asked, and lists each set in turn without a query', () => {
    const emoji = catalogue.search('heart', 'fluent-emoji-flat');
    expect(emoji.length).toBeGreaterThan(0);
    expect(emoji.every((icon) => icon.set === 'fluent-emoji-flat')).toBe(true);
    const all = catalogue.search('');
    const sets = [...new Set(all.map((icon) => icon.set))];
    expect(sets).toEqual(['healthicons', 'medical-icon', 'fluent-emoji-flat']);
    // Emoji of everyday life are not science: the set holds the library's picks only.
    expect(catalogue.search('pizza', 'fluent-emoji-flat')).toEqual([]);
  });
});

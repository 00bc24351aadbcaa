import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import { loadLibrarySearch } from './search';
import { closestWord, editDistance } from './suggest';
import { testLibraryItem } from './test-items';

describe('did you mean', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('neuron', 'neuron')).toBe(0);
    expect(editDistance('nueron', 'neuron')).toBe(1);
    expect(editDistance('astrocite', 'astrocyte')).toBe(1);
    expect(editDistance('mitocondria', 'mitochondria')).toBe(1);
    expect(editDistance('flask', 'fresk')).toBe(2);
  });

  it('allows one edit in words of up to five letters and two in longer ones', () => {
    const words = ['flask', 'mitochondria', 'zebrafish'];
    expect(closestWord('flsk', words)).toBe('flask');
    expect(closestWord('fsk', words)).toBeUndefined();
    expect(closestWord('mitocondira', words)).toBe('mitochondria');
    expect(closestWord('zebrafsh', words)).toBe('zebrafish');
  });

  it('puts right the words that find nothing, when the corrected query finds something', () => {
    const item = testLibraryItem;
    const search = loadLibrarySearch(
      buildSearchIndex([item('lab/astrocyte', 'Astrocyte'), item('lab/flask', 'Erlenmeyer flask')]),
    );
    // Two edits in a long word: beyond the search's own tolerance, within the suggestion's.
    expect(search.find('astorcite')).toEqual([]);
    expect(search.suggest('astorcite')).toBe('astrocyte');
    // Only the word that finds nothing changes.
    expect(search.suggest('Erlenmeyer flsk')).toBe('Erlenmeyer flask');
    expect(search.suggest('glucose')).toBeUndefined();
    expect(search.suggest('astorcite', { kind: 'icon' })).toBeUndefined();
  });
});

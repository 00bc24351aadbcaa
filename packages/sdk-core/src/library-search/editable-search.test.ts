import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import { loadEditableLibrarySearch, loadLibrarySearch } from './search';
import { testLibraryItem } from './test-items';

const item = testLibraryItem;

const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);

describe('an editable library search', () => {
  const built = () =>
    loadEditableLibrarySearch(
      buildSearchIndex([item('lab/neuron', 'Neuron'), item('lab/flask', 'Flask')]),
    );

  it('finds an added item by title, synonym and category, and lists it by title', () => {
    const search = built();
    search.put(item('lab/astrocyte', 'Astrocyte', { synonyms: ['glia'], category: 'Brain' }));
    expect(search.size).toBe(3);
    expect(ids(search.search('astrocyte'))).toEqual(['lab/astrocyte']);
    expect(ids(search.search('glia'))).toEqual(['lab/astrocyte']);
    expect(ids(search.find('', { category: 'Brain' }))).toEqual(['lab/astrocyte']);
    expect(ids(search.find(''))).toEqual(['lab/astrocyte', 'lab/flask', 'lab/neuron']);
  });

  it('replaces an item in place: the old title no longer finds it, the new one does', () => {
    const search = built();
    expect(ids(search.find(''))).toEqual(['lab/flask', 'lab/neuron']);
    search.put(item('lab/neuron', 'Pyramidal cell'));
    expect(search.size).toBe(2);
    expect(search.search('neuron')).toEqual([]);
    expect(ids(search.search('pyramidal'))).toEqual(['lab/neuron']);
    expect(search.find('')[1]).toMatchObject({ id: 'lab/neuron', title: 'Pyramidal cell' });
  });

  it('removes an item from searches and from the serialised index', () => {
    const search = built();
    search.remove('lab/flask');
    search.remove('lab/not-there');
    expect(search.search('flask')).toEqual([]);
    expect(ids(search.find(''))).toEqual(['lab/neuron']);
    const reloaded = loadLibrarySearch(search.serialise());
    expect(reloaded.size).toBe(1);
    expect(reloaded.search('flask')).toEqual([]);
    expect(ids(reloaded.search('neuron'))).toEqual(['lab/neuron']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../library-search/build-index';
import { loadLibrarySearch } from '../../library-search/search';
import { testLibraryItem } from '../../library-search/test-items';
import type { LibraryItemMeta } from '../../schema/contract/library';
import { buildAbstractDocument } from '../document';
import { createBuilderStore } from '../store';
import { DRAWINGS } from '../testing/arbitraries';
import { createSuggester } from './suggester';
import { initialContentState } from '../state';

/** A library the size of Figura's (about 4,400 items), with titles made of life-science words. */
function libraryOfRealisticSize(): LibraryItemMeta[] {
  const nouns =
    'neuron astrocyte microglia macrophage neutrophil lymphocyte fibroblast hepatocyte cardiomyocyte adipocyte keratinocyte enterocyte mouse rat zebrafish liver heart kidney lung brain intestine colon muscle bone skin tumour virus bacterium antibody receptor enzyme mitochondrion nucleus ribosome membrane vesicle flask pipette microscope petri-dish syringe tube centrifuge sequencer dna rna protein peptide lipid glucose insulin cytokine'.split(
      ' ',
    );
  const adjectives =
    'activated resting dividing infected healthy inflamed ageing young cancerous stained fluorescent engineered mutant wild-type human murine healthy damaged regenerating cultured'.split(
      ' ',
    );
  const categories = ['Cells', 'Organs', 'Animals', 'Lab', 'Molecules', 'Microbes'];
  const items: LibraryItemMeta[] = [];
  for (let i = 0; items.length < 4400; i++) {
    const noun = nouns[i % nouns.length]!;
    const adjective = adjectives[Math.floor(i / nouns.length) % adjectives.length]!;
    items.push(
      testLibraryItem(`lib/${adjective}-${noun}-${i}`, `${adjective} ${noun.replace('-', ' ')}`, {
        category: categories[i % categories.length]!,
        tags: [noun, adjective],
        licence: { spdx: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      }),
    );
  }
  return items;
}

describe('suggestions as the author types', () => {
  it('keeps the same suggestion lists while what they depend on is unchanged', () => {
    const suggester = createSuggester();
    const state = initialContentState(1, 1);
    state.content = {
      ...state.content,
      title: 'Astrocytes reduce sleep pressure through adenosine signalling',
    };
    const first = suggester.suggest(state);
    const again = suggester.suggest({
      ...state,
      color: { id: 2, primary: '#58227E', secondary: '#C1ABD2' },
    });
    expect(again).toBe(first);
    const typed = suggester.suggest({
      ...state,
      topics: state.topics.map((topic, i) =>
        i === 0 ? { ...topic, title: 'Sleep pressure' } : topic,
      ),
    });
    expect(typed.highlights).toBe(first.highlights);
    expect(typed.templates).toEqual([4, 5, 2, 3, 1]);
    // A topic title the author has taken is no longer suggested.
    expect(first.topicTitles).toContain('Sleep pressure');
    expect(typed.topicTitles).not.toContain('Sleep pressure');
  });

  it('suggests templates for the topics the author has, or the text lists', () => {
    const store = createBuilderStore();
    expect(store.getState().suggestions.templates).toEqual([]);
    store.getState().setHighlight('Fasting lowers insulin, glucose, leptin and IGF-1');
    expect(store.getState().suggestions.templates).toEqual([2, 3, 1]);
    for (let i = 0; i < 5; i++) store.getState().setTopic(i, { title: `Topic ${i}` });
    expect(store.getState().suggestions.templates).toEqual([1]);
  });

  it('ranks colour pairs once illustrations are chosen', () => {
    const store = createBuilderStore();
    expect(store.getState().suggestions.colors).toEqual([]);
    store.getState().setTopic(0, { illustration: DRAWINGS[0]! });
    expect([...store.getState().suggestions.colors].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('recomputes the suggestions and rebuilds the document on every keystroke', () => {
    const search = loadLibrarySearch(buildSearchIndex(libraryOfRealisticSize()));
    const store = createBuilderStore({
      searchLibrary: (query, limit) => search.search(query, limit),
    });
    const actions = store.getState();
    actions.setTitle(
      'Regulatory T cells from the gut protect the ageing brain from neuroinflammation',
    );
    actions.setHighlight(
      'Colonic Treg cells migrate to the meninges, lower IL-17 and reduce microglial activation by 45% in aged mice',
    );
    DRAWINGS.concat(DRAWINGS).forEach((drawing, i) =>
      actions.setTopic(i, {
        title: 'Activated microglia',
        description: 'Inflamed brain of an ageing mouse',
        illustration: drawing,
      }),
    );

    const phrase = 'Infected macrophage in the inflamed intestine';
    // How fast each keystroke is is the bench's `builder keystroke to preview` figure.
    for (let i = 1; i <= phrase.length; i++) {
      store.getState().setTopic(i % 6, { title: phrase.slice(0, i) });
      buildAbstractDocument(store.getState());
    }
    expect(store.getState().suggestions.illustrations[phrase.length % 6]!.length).toBeGreaterThan(
      0,
    );
  });
});

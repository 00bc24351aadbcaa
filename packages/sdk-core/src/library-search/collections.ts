import type { LibraryCollections, LibraryItemMeta } from '../schema/contract/library';
import {
  LIBRARY_COLLECTION_IDS,
  type LibraryCollectionId,
} from '../schema/rules/library-constants';
import { itemsBestFirst } from './best-first';

/** What puts an illustration in a collection: its category, or a word of its title. */
interface CollectionRule {
  categories: readonly string[];
  /**
   * Word beginnings ("neuro" takes neuron and neurotransmitter), lower case; a final "." asks
   * for the whole word ("mice." is not "micelle"). The most telling first: the cover shows the
   * best drawing of each of the first words that have one.
   */
  words: readonly string[];
}

/** The featured collections' rules (their names and blurbs are translated strings). */
const RULES: Readonly<Record<LibraryCollectionId, CollectionRule>> = {
  'cell-biology': {
    categories: ['Cell types', 'Intracellular components', 'Cell membrane', 'Cell lines'],
    words: ['mitochondri', 'nucleus', 'golgi', 'stem cell', 'cell', 'organelle', 'endoplasmic'],
  },
  immunology: {
    categories: ['Blood Immunology'],
    words: [
      'igg',
      'macrophage',
      'natural killer',
      'dendritic',
      'antibod',
      'immun',
      'lymphocyte',
      'cytokine',
      'interleukin',
      'mhc',
      'neutrophil',
      'antigen',
      'checkpoint',
      't cell',
      'b cell',
    ],
  },
  neuroscience: {
    categories: [],
    words: [
      'neuron',
      'brain',
      'astrocyte',
      'synap',
      'neuro',
      'microglia',
      'oligodendrocyte',
      'axon',
      'dendrite',
      'schwann',
      'nerve',
      'spinal',
      'glia',
      'cortex',
      'hippocamp',
      'purkinje',
    ],
  },
  microbiology: {
    categories: ['Microbiology', 'Viruses', 'Parasites'],
    words: ['bacteri', 'coronavirus', 'phage', 'yeast', 'virus', 'viral', 'fung'],
  },
  anatomy: {
    categories: ['Human physiology', 'Tissues'],
    words: [
      'heart',
      'lung',
      'liver',
      'stomach',
      'kidney',
      'intestin',
      'skeleton',
      'bone',
      'pancrea',
      'skin',
      'muscle',
      'organ.',
    ],
  },
  'model-organisms': {
    categories: ['Animals', 'Plants Algae'],
    words: [
      'mouse',
      'zebrafish',
      'drosophila',
      'arabidopsis',
      'elegans',
      'xenopus',
      'mice.',
      'rat.',
    ],
  },
  'lab-equipment': {
    categories: ['Lab apparatus', 'Cell culture', 'Imaging'],
    words: [
      'pipette',
      'centrifuge',
      'microscope',
      'flask',
      'tube',
      'well plate',
      'petri',
      'beaker',
      'incubator',
      'sequencer',
    ],
  },
  molecules: {
    categories: [
      'Chemistry',
      'Amino-Acids',
      'Peptides',
      'Molecular modelling',
      'Nucleic acids',
      'Receptors channels',
    ],
    words: [
      'dna double',
      'insulin',
      'gpcr',
      'rna',
      'dna',
      'protein',
      'molecule',
      'enzyme',
      'receptor',
      'hormone',
    ],
  },
};

/** A pattern for any of `words` at the start of a word (the whole word, for those ending in "."). */
const startsAWord = (words: readonly string[]) => {
  const alternatives = words.map((word) => {
    const whole = word.endsWith('.');
    const escaped = (whole ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return whole ? `${escaped}(?![\\p{L}\\p{N}])` : escaped;
  });
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'iu');
};

const PATTERNS = new Map(LIBRARY_COLLECTION_IDS.map((id) => [id, startsAWord(RULES[id].words)]));

/** Whether an item belongs to a collection (illustrations only: icons are the icon picker's). */
export function inCollection(item: LibraryItemMeta, id: LibraryCollectionId): boolean {
  if (item.kind !== 'illustration') return false;
  const rule = RULES[id];
  if (rule.categories.includes(item.category)) return true;
  // Titles only: folder items' tags repeat their category ("cell culture" is lab equipment).
  return rule.words.length > 0 && PATTERNS.get(id)!.test(item.title);
}

/** A title without its variant number or style ("Adipocyte 3", "… (outline)"): one per cover. */
const drawingName = (title: string) =>
  title
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[\s\d_-]+$/g, '')
    .trim();

const COVER_SIZE = 4;

/**
 * A cover: the best vector drawing titled with each of the collection's first words in turn
 * (one whose title begins with it first), then its best drawings; four different drawings.
 * `members` are best first.
 */
function coverOf(members: readonly LibraryItemMeta[], words: readonly string[]): string[] {
  const cover: LibraryItemMeta[] = [];
  const names = new Set<string>();
  const take = (item: LibraryItemMeta | undefined) => {
    if (!item || cover.length === COVER_SIZE) return;
    cover.push(item);
    names.add(drawingName(item.title));
  };
  const fits = (item: LibraryItemMeta) =>
    !item.quality?.bitmap && !cover.includes(item) && !names.has(drawingName(item.title));
  for (const word of words) {
    const pattern = startsAWord([word]);
    const titled = members.filter((item) => fits(item) && pattern.test(item.title));
    // "Macrophage" before "Tissue macrophage 3": a title that begins with the word names the thing.
    const begins = word.replace(/\.$/, '');
    take(titled.find((item) => item.title.toLowerCase().startsWith(begins)) ?? titled[0]);
  }
  for (const item of members) if (fits(item)) take(item);
  return cover.map((item) => item.id);
}

/** Each collection's illustrations, best first. `items` may be in any order. */
export function collectionMembers(
  items: readonly LibraryItemMeta[],
): ReadonlyMap<LibraryCollectionId, readonly LibraryItemMeta[]> {
  const best = [...items].sort(itemsBestFirst);
  return new Map(
    LIBRARY_COLLECTION_IDS.map((id) => [id, best.filter((item) => inCollection(item, id))]),
  );
}

/** Every collection with its size and its cover, from its members (collectionMembers). */
export function describeCollections(
  members: ReadonlyMap<LibraryCollectionId, readonly LibraryItemMeta[]>,
): LibraryCollections {
  return LIBRARY_COLLECTION_IDS.map((id) => {
    const of = members.get(id) ?? [];
    return { id, count: of.length, cover: coverOf(of, RULES[id].words) };
  });
}

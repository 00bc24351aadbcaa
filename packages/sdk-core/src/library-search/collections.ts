import {
  LIBRARY_COLLECTION_IDS,
  qualityScore,
  type LibraryCollectionId,
  type LibraryCollections,
  type LibraryItemMeta,
} from '../schema/library';

/** What puts an illustration in a collection: its category, or a word of its title. */
interface CollectionRule {
  categories: readonly string[];
  /**
   * Word beginnings ("neuro" takes neuron and neurotransmitter), lower case, the most telling
   * first: the cover shows the best drawing of each of the first words that have one.
   */
  words: readonly string[];
}

/** The featured collections' rules (their names and blurbs are translated strings). */
const RULES: Readonly<Record<LibraryCollectionId, CollectionRule>> = {
  'cell-biology': {
    categories: ['Cell types', 'Intracellular components', 'Cell membrane', 'Cell lines'],
    words: ['cell', 'mitochondri', 'nucleus', 'organelle', 'golgi', 'endoplasmic', 'vesicle'],
  },
  immunology: {
    categories: ['Blood Immunology'],
    words: [
      'antibod',
      'immun',
      'lymphocyte',
      'macrophage',
      'cytokine',
      'interleukin',
      'mhc',
      'dendritic',
      'neutrophil',
      'antigen',
      'checkpoint',
      't cell',
      'b cell',
      'nk cell',
    ],
  },
  neuroscience: {
    categories: [],
    words: [
      'neuro',
      'neuron',
      'brain',
      'astrocyte',
      'microglia',
      'oligodendrocyte',
      'synap',
      'axon',
      'dendrite',
      'schwann',
      'nerve',
      'spinal',
      'glia',
      'cortex',
      'hippocamp',
    ],
  },
  microbiology: {
    categories: ['Microbiology', 'Viruses', 'Parasites'],
    words: ['bacteri', 'virus', 'viral', 'phage', 'fung', 'yeast', 'coronavirus'],
  },
  anatomy: {
    categories: ['Human physiology', 'Tissues'],
    words: [
      'organ',
      'heart',
      'lung',
      'liver',
      'kidney',
      'stomach',
      'intestin',
      'skeleton',
      'bone',
      'pancrea',
      'skin',
      'muscle',
    ],
  },
  'model-organisms': {
    categories: ['Animals', 'Plants Algae'],
    words: ['mouse', 'mice', 'zebrafish', 'drosophila', 'elegans', 'arabidopsis', 'xenopus', 'rat'],
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
    words: ['molecule', 'protein', 'dna', 'rna', 'enzyme', 'receptor', 'hormone'],
  },
};

/** A pattern for any of `words` at the start of a word. */
const startsAWord = (words: readonly string[]) =>
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}])(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'iu',
  );

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
 * A cover: the best vector drawing titled with each of the collection's first words in turn,
 * then its best drawings; four different drawings. `members` are best first.
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
    const titled = startsAWord([word]);
    take(members.find((item) => fits(item) && titled.test(item.title)));
  }
  for (const item of members) if (fits(item)) take(item);
  return cover.map((item) => item.id);
}

/** Every collection with its size and its cover. `items` may be in any order. */
export function describeCollections(items: readonly LibraryItemMeta[]): LibraryCollections {
  const best = [...items].sort(
    (a, b) => qualityScore(b) - qualityScore(a) || a.title.localeCompare(b.title, 'en'),
  );
  return LIBRARY_COLLECTION_IDS.map((id) => {
    const members = best.filter((item) => inCollection(item, id));
    return { id, count: members.length, cover: coverOf(members, RULES[id].words) };
  });
}

// What the built-in templates are about: a topic, its words, the illustrations to look for (library
// searches, best hit first) and a colour pair from the builder's palette (spec §3).

/** How many steps each theme's story has (a builder template with more topics is not filled). */
export const THEME_STEPS: TemplateTheme['steps']['length'] = 4;

export interface TemplateConcept {
  query: string;
  fits: string;
}

export interface TemplateTheme {
  id: string;
  title: string;
  subtitle: string;
  /** Four steps of the story (short: they label panels, bullets and an infographic's rows). */
  steps: readonly [string, string, string, string];
  /**
   * What each step shows, in the steps' order: a library search and the pattern (case-insensitive)
   * the picked item's title or tags must match. The build takes the best drawing that fits and
   * fails when none does, so a template never shows a virus for "T cells activate".
   */
  concepts: readonly TemplateConcept[];
  primary: string;
  secondary: string;
}

export const TEMPLATE_THEMES: readonly TemplateTheme[] = [
  {
    id: 'neuroscience',
    title: 'Neural circuits of memory',
    subtitle: 'From synapse to behaviour',
    steps: ['Synapses strengthen', 'Circuits form', 'Memories consolidate', 'Behaviour changes'],
    concepts: [
      { query: 'synapse', fits: 'synap' },
      { query: 'neuron', fits: 'neuron|nerve cell' },
      { query: 'brain', fits: '\\bbrain' },
      { query: 'mouse', fits: '\\bmouse|\\bmice\\b' },
    ],
    primary: '#58227E',
    secondary: '#C1ABD2',
  },
  {
    id: 'immunology',
    title: 'T cell activation in infection',
    subtitle: 'Antigen, receptor, response',
    steps: ['Antigen presented', 'T cells activate', 'Antibodies rise', 'Infection clears'],
    concepts: [
      { query: 'dendritic cell', fits: 'dendritic|antigen|MHC' },
      { query: 'T cell', fits: 'T cell|T lymphocyte' },
      { query: 'antibody', fits: 'antibod|\\bIg[GMAE]\\b' },
      { query: 'macrophage', fits: 'macrophage|phagocyt' },
    ],
    primary: '#EC4215',
    secondary: '#FBD2CE',
  },
  {
    id: 'microbiology',
    title: 'Bacterial growth under antibiotics',
    subtitle: 'Culture, exposure, resistance',
    steps: ['Culture grown', 'Antibiotic added', 'Survivors selected', 'Resistance spreads'],
    concepts: [
      { query: 'E. coli', fits: 'coli|bacteri' },
      { query: 'pill', fits: 'pill|tablet|capsule|antibiotic' },
      { query: 'petri dish', fits: 'petri' },
      { query: 'bacteria', fits: 'bacteri' },
    ],
    primary: '#3AA036',
    secondary: '#DDE8B5',
  },
  {
    id: 'cell-biology',
    title: 'Mitochondria and cell stress',
    subtitle: 'Energy, signalling, fate',
    steps: ['Mitochondria stressed', 'Signals released', 'Cell responds', 'Fate decided'],
    concepts: [
      { query: 'mitochondria', fits: 'mitochondri' },
      { query: 'receptor', fits: 'receptor' },
      { query: 'nucleus', fits: 'nucleus' },
      { query: 'apoptosis', fits: 'apopto' },
    ],
    primary: '#008ACE',
    secondary: '#C5E9F4',
  },
  {
    id: 'clinical',
    title: 'A randomised trial in hypertension',
    subtitle: 'Patients, treatment, outcomes',
    steps: [
      'Patients enrolled',
      'Randomised to treatment',
      'Blood pressure followed',
      'Outcomes compared',
    ],
    concepts: [
      { query: 'doctor', fits: 'doctor|physician|health worker|nurse' },
      { query: 'syringe', fits: 'syringe|pill' },
      { query: 'heart', fits: '\\bheart' },
      { query: 'bar chart', fits: 'chart|graph' },
    ],
    primary: '#040D4D',
    secondary: '#ED9C1C',
  },
  {
    id: 'plant-biology',
    title: 'Drought tolerance in crops',
    subtitle: 'Roots, leaves, yield',
    steps: ['Water withheld', 'Roots adapt', 'Leaves conserve water', 'Yield measured'],
    concepts: [
      { query: 'plant', fits: 'plant|seedling|arabidopsis' },
      { query: 'root', fits: '\\broot' },
      { query: 'leaf', fits: '\\bleaf|leaves' },
      { query: 'maize', fits: 'maize|wheat|rice|crop|plant' },
    ],
    primary: '#81197C',
    secondary: '#9FCE54',
  },
];

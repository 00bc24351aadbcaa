// What the built-in templates are about: a topic, its words, the illustrations to look for (library
// searches, best hit first) and a colour pair from the builder's palette (spec §3).

/** How many steps each theme's story has (a builder template with more topics is not filled). */
export const THEME_STEPS: TemplateTheme['steps']['length'] = 4;

export interface TemplateTheme {
  id: string;
  title: string;
  subtitle: string;
  /** Four steps of the story (short: they label panels, bullets and an infographic's rows). */
  steps: readonly [string, string, string, string];
  /** Library searches, one illustration each (the best hit not taken yet). */
  queries: readonly string[];
  primary: string;
  secondary: string;
}

export const TEMPLATE_THEMES: readonly TemplateTheme[] = [
  {
    id: 'neuroscience',
    title: 'Neural circuits of memory',
    subtitle: 'From synapse to behaviour',
    steps: ['Synapses strengthen', 'Circuits form', 'Memories consolidate', 'Behaviour changes'],
    queries: ['neuron', 'brain', 'synapse', 'mouse'],
    primary: '#58227E',
    secondary: '#C1ABD2',
  },
  {
    id: 'immunology',
    title: 'T cell activation in infection',
    subtitle: 'Antigen, receptor, response',
    steps: ['Antigen presented', 'T cells activate', 'Antibodies rise', 'Infection clears'],
    queries: ['T lymphocyte', 'virus', 'antibody', 'macrophage'],
    primary: '#EC4215',
    secondary: '#FBD2CE',
  },
  {
    id: 'microbiology',
    title: 'Bacterial growth under antibiotics',
    subtitle: 'Culture, exposure, resistance',
    steps: ['Culture grown', 'Antibiotic added', 'Survivors selected', 'Resistance spreads'],
    queries: ['E. coli', 'petri dish', 'pill', 'microscope'],
    primary: '#3AA036',
    secondary: '#DDE8B5',
  },
  {
    id: 'cell-biology',
    title: 'Mitochondria and cell stress',
    subtitle: 'Energy, signalling, fate',
    steps: ['Mitochondria stressed', 'Signals released', 'Cell responds', 'Fate decided'],
    queries: ['mitochondria', 'cell', 'DNA', 'erythrocyte'],
    primary: '#008ACE',
    secondary: '#C5E9F4',
  },
  {
    id: 'clinical',
    title: 'A randomised trial in hypertension',
    subtitle: 'Patients, treatment, outcomes',
    steps: ['Patients enrolled', 'Randomised to treatment', 'Blood pressure followed', 'Outcomes compared'],
    queries: ['heart', 'syringe', 'doctor', 'chart'],
    primary: '#040D4D',
    secondary: '#ED9C1C',
  },
  {
    id: 'plant-biology',
    title: 'Drought tolerance in crops',
    subtitle: 'Roots, leaves, yield',
    steps: ['Water withheld', 'Roots adapt', 'Leaves conserve water', 'Yield measured'],
    queries: ['plant', 'leaf', 'flask', 'sun'],
    primary: '#81197C',
    secondary: '#9FCE54',
  },
];

// What the built-in templates are about: a topic, its words, the illustrations to look for (library
// searches, best hit first) and a colour pair from the builder's palette (spec §3).

export interface TemplateTheme {
  id: string;
  title: string;
  subtitle: string;
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
    queries: ['neuron', 'brain', 'synapse', 'mouse'],
    primary: '#58227E',
    secondary: '#C1ABD2',
  },
  {
    id: 'immunology',
    title: 'T cell activation in infection',
    subtitle: 'Antigen, receptor, response',
    queries: ['T lymphocyte', 'virus', 'antibody', 'macrophage'],
    primary: '#EC4215',
    secondary: '#FBD2CE',
  },
  {
    id: 'microbiology',
    title: 'Bacterial growth under antibiotics',
    subtitle: 'Culture, exposure, resistance',
    queries: ['E. coli', 'petri dish', 'pill', 'microscope'],
    primary: '#3AA036',
    secondary: '#DDE8B5',
  },
  {
    id: 'cell-biology',
    title: 'Mitochondria and cell stress',
    subtitle: 'Energy, signalling, fate',
    queries: ['mitochondria', 'cell', 'DNA', 'erythrocyte'],
    primary: '#008ACE',
    secondary: '#C5E9F4',
  },
  {
    id: 'clinical',
    title: 'A randomised trial in hypertension',
    subtitle: 'Patients, treatment, outcomes',
    queries: ['heart', 'syringe', 'doctor', 'chart'],
    primary: '#040D4D',
    secondary: '#ED9C1C',
  },
  {
    id: 'plant-biology',
    title: 'Drought tolerance in crops',
    subtitle: 'Roots, leaves, yield',
    queries: ['plant', 'leaf', 'flask', 'sun'],
    primary: '#81197C',
    secondary: '#9FCE54',
  },
];

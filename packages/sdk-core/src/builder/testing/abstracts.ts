// Twenty graphical abstracts as authors write them into the builder, each from a published
// paper's abstract (in our words; the paper is named), short and long: the builder's layouts are
// tested against these, not against lorem ipsum. Six topics each; a template with fewer uses the
// first ones (authors fill the steps in order).
import type { BuilderContentState } from '../types';

export interface RealisticAbstract {
  /** The paper the words come from. */
  paper: string;
  title: string;
  highlight: string;
  topics: readonly (readonly [title: string, description: string])[];
}

export const REALISTIC_ABSTRACTS: readonly RealisticAbstract[] = [
  {
    paper: 'Iwai et al., PNAS 2002 (PD-L1 and tumour immune escape)',
    title: 'PD-1 blockade restores T-cell killing of tumour cells',
    highlight: 'Blocking PD-1 lets exhausted T cells kill the tumour again',
    topics: [
      ['Tumour', 'Tumour cells show PD-L1'],
      ['T cell', 'PD-1 binding switches the T cell off'],
      ['Anti-PD-1', 'The antibody blocks the brake'],
      ['Killing', 'T cells release perforin and granzymes'],
      ['Mouse model', 'Tumours shrink in treated mice'],
      ['Memory', 'Long-lived memory T cells remain'],
    ],
  },
  {
    paper: 'Jinek et al., Science 2012 (a programmable dual-RNA-guided DNA endonuclease)',
    title: 'A dual-RNA guide directs Cas9 to cut any DNA sequence',
    highlight: 'Cas9 cuts DNA where a guide RNA tells it to',
    topics: [
      ['crRNA', 'Matches the target sequence'],
      ['tracrRNA', 'Pairs with crRNA and binds Cas9'],
      ['Single guide', 'One chimeric RNA does both jobs'],
      ['PAM', 'Cas9 needs NGG beside the target'],
      ['Two cuts', 'HNH and RuvC domains each cut one strand'],
      ['Genome editing', 'Programmable cleavage for any gene'],
    ],
  },
  {
    paper: 'Polack et al., NEJM 2020 (BNT162b2 mRNA Covid-19 vaccine)',
    title: 'Two doses of BNT162b2 prevent 95% of Covid-19',
    highlight: '95% efficacy against symptomatic Covid-19 in 43,548 adults',
    topics: [
      ['mRNA', 'Encodes the prefusion spike protein'],
      ['Lipid nanoparticle', 'Carries the mRNA into cells'],
      ['Two doses', '21 days apart'],
      ['Trial', '43,548 participants randomised 1:1'],
      ['Efficacy', '8 cases with vaccine, 162 with placebo'],
      ['Safety', 'Mostly mild, short-lived reactions'],
    ],
  },
  {
    paper: 'Turnbaugh et al., Nature 2006 (an obesity-associated gut microbiome)',
    title: 'The obese gut microbiome harvests more energy from the diet',
    highlight: 'Transplanted obese microbiota make germ-free mice gain more fat',
    topics: [
      ['ob/ob mice', 'More Firmicutes, fewer Bacteroidetes'],
      ['Metagenome', 'Enriched in genes that break down polysaccharides'],
      ['Energy', 'Less energy left in the faeces'],
      ['Transplant', 'Microbiota moved into germ-free mice'],
      ['Fat gain', 'Recipients of obese microbiota gain more fat'],
      ['Humans', 'Obese people show the same shift'],
    ],
  },
  {
    paper: 'Wilding et al., NEJM 2021 (STEP 1: semaglutide in adults with obesity)',
    title: 'Weekly semaglutide cuts body weight by 15% in adults with obesity',
    highlight: '14.9% mean weight loss at 68 weeks, against 2.4% with placebo',
    topics: [
      ['Participants', '1,961 adults with a BMI of 30 or more'],
      ['Treatment', 'Semaglutide 2.4 mg once a week'],
      ['Lifestyle', 'Diet and exercise in both groups'],
      ['Weight', '-14.9% versus -2.4%'],
      ['Risk factors', 'Waist, blood pressure and HbA1c improve'],
      ['Side effects', 'Mostly nausea and diarrhoea'],
    ],
  },
  {
    paper: 'van Dyck et al., NEJM 2023 (lecanemab in early Alzheimer’s disease)',
    title: 'Lecanemab clears amyloid and slows decline in early Alzheimer’s disease',
    highlight: 'Cognitive decline 27% slower over 18 months',
    topics: [
      ['Antibody', 'Binds soluble amyloid-beta protofibrils'],
      ['Patients', '1,795 people with early Alzheimer’s disease'],
      ['Dosing', 'Intravenous every two weeks'],
      ['Amyloid PET', 'Plaque burden falls markedly'],
      ['Cognition', 'CDR-SB worsens 0.45 points less'],
      ['Risk', 'ARIA oedema in 12.6% of patients'],
    ],
  },
  {
    paper: 'Maude et al., NEJM 2014 (CAR T cells for sustained remissions in leukaemia)',
    title: 'CD19-directed CAR T cells bring lasting remissions in relapsed ALL',
    highlight: 'Complete remission in 27 of 30 patients',
    topics: [
      ['Collect', 'T cells taken from the patient'],
      ['Engineer', 'A lentivirus adds the anti-CD19 receptor'],
      ['Expand', 'Cells multiply in the laboratory'],
      ['Infuse', 'CAR T cells return to the patient'],
      ['Attack', 'They find and kill CD19-positive leukaemia cells'],
      ['Persist', 'CAR T cells still present after two years'],
    ],
  },
  {
    paper:
      'Jumper et al., Nature 2021 (highly accurate protein structure prediction with AlphaFold)',
    title: 'AlphaFold predicts protein structures with atomic accuracy',
    highlight: 'Median backbone error under 1 Å in CASP14',
    topics: [
      ['Sequence', 'Amino acids and related sequences'],
      ['Alignment', 'Evolutionary couplings between residues'],
      ['Evoformer', 'Attention over pairs and alignments'],
      ['Structure', 'Rotations and translations per residue'],
      ['Recycling', 'The prediction is refined three times'],
      ['Confidence', 'pLDDT scores each residue'],
    ],
  },
  {
    paper:
      'Takahashi and Yamanaka, Cell 2006 (induction of pluripotent stem cells by defined factors)',
    title: 'Four factors reprogram fibroblasts into pluripotent stem cells',
    highlight: 'Oct3/4, Sox2, c-Myc and Klf4 suffice',
    topics: [
      ['Fibroblasts', 'Adult mouse skin cells'],
      ['24 candidates', 'Factors screened by retrovirus'],
      ['Four factors', 'Oct3/4, Sox2, c-Myc, Klf4'],
      ['iPS cells', 'Look and grow like embryonic stem cells'],
      ['Teratomas', 'Form all three germ layers'],
      ['Chimeras', 'Contribute to mouse embryos'],
    ],
  },
  {
    paper: 'Xie et al., Science 2013 (sleep drives metabolite clearance from the adult brain)',
    title: 'Sleep opens the brain’s interstitial space to clear amyloid-beta',
    highlight: 'Interstitial space grows by 60% in sleep',
    topics: [
      ['Awake', 'Narrow interstitial space'],
      ['Asleep', 'The space widens'],
      ['CSF influx', 'Tracer enters twice as fast'],
      ['Clearance', 'Amyloid-beta removed faster'],
      ['Noradrenaline', 'Blocking it mimics sleep'],
      ['Restoration', 'Sleep may clear waste from neural activity'],
    ],
  },
  {
    paper: 'McMurray et al., NEJM 2019 (DAPA-HF: dapagliflozin in heart failure)',
    title: 'Dapagliflozin lowers worsening heart failure and cardiovascular death',
    highlight: '26% fewer events, with or without diabetes',
    topics: [
      ['Patients', '4,744 with reduced ejection fraction'],
      ['Drug', 'SGLT2 inhibitor, 10 mg daily'],
      ['Follow-up', 'Median 18.2 months'],
      ['Outcome', '16.3% against 21.2% with placebo'],
      ['Diabetes', 'Same benefit without diabetes'],
      ['Safety', 'Few adverse events'],
    ],
  },
  {
    paper:
      'Komor et al., Nature 2016 (programmable editing of a target base without double-stranded breaks)',
    title: 'Base editors convert C to T without cutting both DNA strands',
    highlight: 'Up to 75% permanent correction with few indels',
    topics: [
      ['dCas9', 'Finds the target, cuts nothing'],
      ['APOBEC1', 'Deaminates cytidine to uridine'],
      ['UGI', 'Stops the cell undoing the edit'],
      ['Nickase', 'Nicks the other strand'],
      ['Repair', 'The cell copies the edited strand'],
      ['Disease', 'Corrects point mutations in APOE4 and p53'],
    ],
  },
  {
    paper: 'Schafer et al., Neuron 2012 (microglia sculpt postnatal neural circuits)',
    title: 'Microglia prune synapses tagged by complement in the developing brain',
    highlight: 'Less active synapses are engulfed by microglia',
    topics: [
      ['Synapses', 'Retinal inputs to the thalamus'],
      ['Activity', 'Weaker inputs lose out'],
      ['Complement', 'C3 tags weak synapses'],
      ['Microglia', 'CR3 receptor recognises the tag'],
      ['Engulfment', 'Synaptic material ends up in lysosomes'],
      ['Refinement', 'Circuits segregate correctly'],
    ],
  },
  {
    paper:
      'van Nood et al., NEJM 2013 (duodenal infusion of donor faeces for recurrent C. difficile)',
    title: 'Donor faeces cure recurrent Clostridioides difficile infection',
    highlight: '81% cured after one infusion, against 31% with vancomycin',
    topics: [
      ['Recurrence', 'Infection returns after antibiotics'],
      ['Donor', 'Screened healthy volunteers'],
      ['Infusion', 'Through a nasoduodenal tube'],
      ['Cure', '13 of 16 patients after one infusion'],
      ['Microbiota', 'Diversity restored to donor levels'],
      ['Trial stopped', 'Early, for clear benefit'],
    ],
  },
  {
    paper:
      'Xu et al., Nature Medicine 2018 (senolytics improve physical function and increase lifespan in old age)',
    title: 'Clearing senescent cells restores physical function in old mice',
    highlight: 'Dasatinib plus quercetin extends remaining lifespan by 36%',
    topics: [
      ['Transplant', 'Few senescent cells cause frailty'],
      ['SASP', 'Inflammatory factors spread senescence'],
      ['Senolytics', 'Dasatinib plus quercetin'],
      ['Clearance', 'Senescent cells die selectively'],
      ['Function', 'Walking speed and grip strength improve'],
      ['Lifespan', 'Longer life, less morbidity'],
    ],
  },
  {
    paper: 'Farmer et al., Nature 2005 (targeting the DNA repair defect in BRCA mutant cells)',
    title: 'PARP inhibition kills BRCA-deficient tumour cells by synthetic lethality',
    highlight: 'BRCA2-deficient cells are 1,000 times more sensitive',
    topics: [
      ['PARP', 'Repairs single-strand breaks'],
      ['Inhibitor', 'Unrepaired breaks stall forks'],
      ['BRCA', 'Needed for homologous recombination'],
      ['Normal cells', 'Repair the collapsed forks'],
      ['BRCA-mutant', 'Cannot repair and die'],
      ['Therapy', 'A selective treatment for BRCA carriers'],
    ],
  },
  {
    paper:
      'Boyden et al., Nature Neuroscience 2005 (millisecond-timescale, genetically targeted optical control of neural activity)',
    title: 'Channelrhodopsin-2 lets light fire neurons with millisecond precision',
    highlight: 'Blue light pulses drive single spikes reliably',
    topics: [
      ['ChR2', 'A light-gated cation channel from algae'],
      ['Lentivirus', 'Delivers ChR2 into neurons'],
      ['Blue light', '470 nm pulses'],
      ['Spikes', 'One spike per pulse'],
      ['Timing', 'Trains up to 30 Hz'],
      ['Control', 'Defined neurons in intact circuits'],
    ],
  },
  {
    paper: 'Stokes et al., Cell 2020 (a deep learning approach to antibiotic discovery)',
    title: 'A deep neural network discovers halicin, a new broad-spectrum antibiotic',
    highlight: 'Halicin clears pan-resistant Acinetobacter baumannii in mice',
    topics: [
      ['Training', '2,335 molecules tested on E. coli'],
      ['Model', 'A message-passing neural network'],
      ['Screen', 'Over 107 million molecules scored'],
      ['Halicin', 'Structurally unlike known antibiotics'],
      ['Mechanism', 'Dissipates the proton motive force'],
      ['In mice', 'Cures resistant infections'],
    ],
  },
  {
    paper: 'Jastreboff et al., NEJM 2022 (SURMOUNT-1: tirzepatide once weekly for obesity)',
    title: 'Tirzepatide once weekly for the treatment of obesity',
    highlight: 'Up to 20.9% weight loss at 72 weeks',
    topics: [
      ['Dual agonist', 'GIP and GLP-1 receptors'],
      ['Trial', '2,539 adults'],
      ['Doses', '5, 10 or 15 mg weekly'],
      ['Weight', '-15.0%, -19.5%, -20.9%'],
      ['Placebo', '-3.1%'],
      ['Side effects', 'Mild gastrointestinal'],
    ],
  },
  {
    paper:
      'Sato et al., Nature 2009 (single Lgr5 stem cells build crypt-villus structures in vitro)',
    title: 'A single Lgr5 stem cell grows into a self-organising intestinal organoid',
    highlight: 'Crypt-villus units grow without a mesenchymal niche',
    topics: [
      ['Lgr5 cell', 'One sorted stem cell'],
      ['Matrigel', 'Laminin-rich gel'],
      ['Factors', 'R-spondin, EGF and Noggin'],
      ['Crypts', 'Stem and Paneth cells at the buds'],
      ['Villi', 'Differentiated cells shed into the lumen'],
      ['Long-term', 'Cultured for over 8 months'],
    ],
  },
];

/**
 * `state` with `abstract`'s words in its title, finding and topics (as many as the template has),
 * keeping its template, colours, logo and illustrations.
 */
export function withRealisticWords(
  state: BuilderContentState,
  abstract: RealisticAbstract,
): BuilderContentState {
  return {
    ...state,
    content: { ...state.content, title: abstract.title, highlight: abstract.highlight },
    topics: state.topics.map((topic, i) => {
      const [title, description] = abstract.topics[i % abstract.topics.length]!;
      return { ...topic, title, description };
    }),
  };
}

// A list of its own, without the colour maths: the editor's chart commands read it at once.
/**
 * Okabe and Ito's colour-blind-safe palette ("Color Universal Design", 2008): eight colours told
 * apart with each common colour-vision deficiency. Preflight's one-click fixes for a chart whose
 * series, or shapes whose fills, collapse for some readers.
 */
export const OKABE_ITO = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#f0e442',
  '#000000',
] as const;

// How text becomes search terms, shared by the index, the synonym matcher and queries, so an item
// and a query written differently ("Neurons", "neuron") meet on the same term. No node imports.

/** Words of letters and digits, any script: `T-lymphocyte_2` -> `t`, `lymphocyte`, `2`. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A light English plural fold: `cells` -> `cell`, `bodies` -> `body`; `bacteria`, `virus` stay. */
export function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

export const terms = (text: string): string[] => tokenize(text).map(stem);

/** A lower-case slug of letters, digits and dashes (accents folded): `Pyramidal_Neuron` -> `pyramidal-neuron`. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

/** Words the sources misspell in their file names, put right in titles (ids keep the file's). */
const SPELLING: Readonly<Record<string, string>> = { platetelet: 'platelet' };

/** A readable title from a file or icon name: `t-lymphocyte_2` -> `T lymphocyte 2`. */
export function titleFromName(name: string): string {
  const words = name
    .replace(/\.svg$/i, '')
    .replace(/[-_\s]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    // A count glued to a word ("network2", "pillsx21"), not a gene's digits ("brca1", "tp53").
    .replace(/\b(\p{Ll}{4,})x(\d+)\b/gu, '$1 ×$2')
    .replace(/\b(\p{Ll}{5,})(\d+)\b/gu, '$1 $2')
    .trim()
    .replace(/\p{L}+/gu, (word) => SPELLING[word.toLowerCase()] ?? word);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

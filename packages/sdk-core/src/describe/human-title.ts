// What a reader calls a library item: its title without the drawing's variant words ("Mouse
// chunky", "Erythrocyte 2", "Membrane 3d red" are the files' names for one mouse, one red blood
// cell, one membrane drawn several ways). For words read aloud (alt text), not for the library's
// own lists, where the variants tell the items apart.

/** Words that say how an item is drawn, not what it is. */
const VARIANT_WORDS = new Set([
  '2d',
  '3d',
  'chunky',
  'outline',
  'outlined',
  'filled',
  'flat',
  'simple',
  'simplified',
  'sketch',
  'cartoon',
  'icon',
  'alt',
  'alternative',
  'version',
  'variant',
  'negative',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'violet',
  'pink',
  'grey',
  'gray',
  'black',
  'white',
  'brown',
]);

/** "Mouse" -> "mouse"; "DNA", "T", "PD-1" and "McCoy" stay as they are. */
const lowerCommonWord = (word: string) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word);

const isVariant = (word: string) =>
  VARIANT_WORDS.has(word.toLowerCase()) || /^\(?\d+\)?$/.test(word);

/**
 * The item's name as words in a sentence: trailing variant words and numbering dropped (only at
 * the end: "Red blood cell" keeps its red), common words in lower case ("Mouse chunky" -> "mouse",
 * "T lymphocyte 2" -> "T lymphocyte"). The name as given when nothing would be left.
 */
export function humanTitle(name: string): string {
  const words = name.replace(/_+/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && isVariant(words.at(-1)!)) words.pop();
  if (words.length === 0 || (words.length === 1 && isVariant(words[0]!))) return name.trim();
  return words.map(lowerCommonWord).join(' ');
}

/**
 * One size policy for SVG, wherever it comes from or is kept: an element's stored `svg`, an
 * upload's data: URL, the library importer and the editor's file picker all use these numbers.
 *
 * Why these: the largest file of the Bioicons library is about 250 KB, but drawings with embedded
 * PNG images (Servier-like sets, draw.io exports) run to a few MB. 5 million characters of clean
 * SVG holds those; as a base64 data: URL it is at most 6.67 M characters, inside the 7 M that an
 * image upload may be, and a slide holding one still fits the API's 10 MB request limit.
 */

/** Largest clean SVG kept, in characters of the sanitiser's output. */
export const MAX_SVG_CHARACTERS = 5_000_000;

/**
 * Largest SVG file read (picker, importer), in bytes. Files carry editor metadata, comments and
 * layout whitespace that cleaning drops, so a file may be larger than its clean form; the clean
 * form must still fit MAX_SVG_CHARACTERS.
 */
export const MAX_SVG_FILE_BYTES = 10_000_000;

/** `5.0 M characters`: how a size reads in a refusal. */
export const describeCharacters = (count: number) =>
  `${(count / 1_000_000).toFixed(1)} M characters`;

// Sample content the editor adds until the library (illustrations, parts, generated images) is
// wired up: a cell whose parts carry ids, its nucleus alone, and a stand-in "generated" picture.

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A simple cell whose parts carry ids (membrane, cytoplasm, nucleus, nucleolus, mitochondrion), so
 * their colours can be changed one by one later.
 */
export const CELL_ILLUSTRATION_SVG =
  `<svg xmlns="${SVG_NS}" width="160" height="120" viewBox="0 0 160 120">` +
  '<ellipse id="membrane" cx="80" cy="60" rx="76" ry="56" fill="#f4a7b9" stroke="#8e2c48" stroke-width="3"/>' +
  '<ellipse id="cytoplasm" cx="80" cy="60" rx="70" ry="50" fill="#fbd3dd"/>' +
  '<circle id="nucleus" cx="88" cy="56" r="24" fill="#7b4fa0"/>' +
  '<circle id="nucleolus" cx="94" cy="50" r="8" fill="#3d2258"/>' +
  '<ellipse id="mitochondrion" cx="40" cy="72" rx="16" ry="8" fill="#f08a24" stroke="#9c4f0c" stroke-width="2"/>' +
  '</svg>';

export const CELL_ASSET_ID = 'figura/sample-cell';

/** The cell's nucleus on its own: the sample "SVG part". */
export const NUCLEUS_PART_SVG =
  `<svg xmlns="${SVG_NS}" width="48" height="48" viewBox="0 0 48 48">` +
  '<circle id="nucleus" cx="24" cy="24" r="24" fill="currentColor"/></svg>';

/** A small bundled picture standing in for an AI-generated image until generation is wired up. */
const GENERATED_SAMPLE_SVG =
  `<svg xmlns="${SVG_NS}" width="128" height="96" viewBox="0 0 128 96">` +
  '<rect width="128" height="96" fill="#1b3a5c"/>' +
  '<circle cx="40" cy="44" r="22" fill="#5fb3e6" opacity="0.85"/>' +
  '<circle cx="80" cy="52" r="28" fill="#8fd6f0" opacity="0.7"/>' +
  '<circle cx="98" cy="30" r="10" fill="#f6d365"/>' +
  '<path d="M0 80 C 30 64 60 92 128 74 L 128 96 L 0 96 Z" fill="#2e6f9e"/></svg>';

export const GENERATED_SAMPLE = {
  src: `data:image/svg+xml;base64,${globalThis.btoa(GENERATED_SAMPLE_SVG)}`,
  naturalWidth: 128,
  naturalHeight: 96,
};

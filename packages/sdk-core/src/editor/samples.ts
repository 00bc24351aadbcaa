// Sample content the Shapes panel adds: a cell whose parts carry ids, and its nucleus alone.

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

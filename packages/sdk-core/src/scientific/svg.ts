// The SVG writers the scientific drawings share (the charts' own: numbers, escaped text, <text>
// runs that stay text in every export, the document wrapper).
export { escapeXml, num, svgDocument, textAt } from '../charts/svg-parts';
export { estimateWidth } from '../charts/rich-label';

/** Figura's default palette for objects drawn from data (Okabe-Ito: safe for colour-blind readers). */
export { OKABE_ITO as SCIENTIFIC_PALETTE } from '../preflight/okabe-ito';

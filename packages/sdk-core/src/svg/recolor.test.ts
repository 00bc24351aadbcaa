import { describe, expect, it } from 'vitest';
import { recolorSvgParts, svgPartIds } from './recolor';

describe('recolorSvgParts', () => {
  it('fills a named part and everything inside it, and leaves other parts alone', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:blue}</style>' +
      '<g id="cell"><path class="a" d="M0 0h1"/><path fill="none" d="M0 0h2"/></g>' +
      '<circle data-part="nucleus" r="1" fill="red"/></svg>';
    const out = recolorSvgParts(svg, { cell: '#00ff00' });
    expect(out).toContain('<path class="a" d="M0 0h1" style="fill:#00ff00"/>');
    expect(out).toContain('<path fill="none" d="M0 0h2"/>');
    expect(out).toContain('<circle data-part="nucleus" r="1" fill="red"/>');
    expect(svgPartIds(svg)).toEqual(['cell', 'nucleus']);
  });
});

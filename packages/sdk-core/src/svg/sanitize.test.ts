import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recolorSvgParts, svgPartIds } from './recolor';
import { svgSafetyProblem } from './safety';
import { sanitizeSvg } from './sanitize';

/** What must never come out of the sanitiser, however the input hides it. */
function dangers(output: string): string[] {
  const found: string[] = [];
  const decoded = output
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  // eslint-disable-next-line no-control-regex -- blanks and controls hide scheme names
  const squashed = decoded.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (/<\s*script/i.test(output)) found.push('script');
  if (/foreignobject/i.test(output)) found.push('foreignObject');
  if (/<[^>]*\son[a-z]+\s*=/i.test(output)) found.push('handler');
  if (/javascript:|vbscript:|data:text\/html/.test(squashed)) found.push('script url');
  if (/href="(?!#)/i.test(output)) found.push('external href');
  if (/@import|url\((?!['"]?#)/.test(squashed)) found.push('css fetch');
  if (/<(image|iframe|object|embed|animate|set)\b/i.test(output)) found.push('active element');
  return found;
}

const hostilePieces = fc.constantFrom(
  '<script>alert(1)</script>',
  '<SCRIPT src="https://evil.example/x.js"/>',
  '<scr<script>ipt>',
  '<foreignObject><body onload="x()"/></foreignObject>',
  '<svg onload="alert(1)">',
  '<svg/onload=alert(1)>',
  '<g ONCLICK = "x()">',
  '<a href="javascript:alert(1)">',
  '<a xlink:href="jav&#x09;ascript:alert(1)">',
  '<a href="&#106;avascript:alert(1)">',
  '<use href="https://evil.example/sprite.svg#a"/>',
  '<use xlink:href="data:image/svg+xml;base64,PHN2Zz4="/>',
  '<image href="https://evil.example/pixel.png"/>',
  '<style>@import url(https://evil.example/x.css);</style>',
  '<style>.a{fill:url(http://evil.example/p)}</style>',
  '<rect style="fill:url(javascript:x);stroke:red"/>',
  '<rect fill="url(#grad)"/>',
  '<path d="M0 0L10 10"/>',
  '<text>javascript:alert(1)</text>',
  '<text>java<!-- -->script:</text>',
  '<text> onclick="x"</text>',
  '<![CDATA[<script>x</script>]]>',
  '<!DOCTYPE svg [<!ENTITY x "<script>">]>',
  '<animate attributeName="href" to="javascript:alert(1)"/>',
  '</svg>',
  '<svg xmlns="http://www.w3.org/2000/svg">',
  '<g>',
  '</g>',
  '"',
  "'",
  '>',
  '<',
  '&',
  '=',
  ' on',
  'load=',
);

const hostileSvg = fc
  .array(fc.oneof(hostilePieces, fc.string({ maxLength: 8 })), { maxLength: 25 })
  .map((pieces) => `<svg xmlns="http://www.w3.org/2000/svg">${pieces.join('')}</svg>`);

describe('sanitizeSvg', () => {
  it('never outputs scripts, handlers, script URLs or external references, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostileSvg, fc.string(), fc.string({ unit: 'binary' })), (input) => {
        const output = sanitizeSvg(input);
        expect(dangers(output)).toEqual([]);
        expect(svgSafetyProblem(output)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileSvg, (input) => {
        const once = sanitizeSvg(input);
        expect(sanitizeSvg(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps ordinary drawings: shapes, gradients, internal references and text', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
      '<!-- a comment --><path d="M0 0h10v10z" fill="url(#g)" onclick="x()"/>' +
      '<use href="#g"/><text x="1" y="2">H&lt;2&gt;O</text></svg>';
    expect(sanitizeSvg(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<path d="M0 0h10v10z" fill="url(#g)"/><use href="#g"/><text x="1" y="2">H&lt;2&gt;O</text></svg>',
    );
  });

  it('turns input without an svg root into an empty svg', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });
});

describe('svgSafetyProblem', () => {
  it('names what makes an SVG unsafe and accepts plain drawings', () => {
    expect(svgSafetyProblem('<svg><script>x</script></svg>')).toMatch(/scripts/);
    expect(svgSafetyProblem('<svg><foreignObject/></svg>')).toMatch(/foreignObject/);
    expect(svgSafetyProblem('<svg onload="x()"/>')).toMatch(/event handler/);
    expect(svgSafetyProblem('<svg><a href="jav&#97;script:x"/></svg>')).toMatch(/javascript:/);
    expect(svgSafetyProblem('<svg><path d="M0 0h1"/></svg>')).toBeNull();
  });
});

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

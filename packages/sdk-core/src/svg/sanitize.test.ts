import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, sanitizeSvgWithReport } from './sanitize';
import { storedSvgProblem } from './stored';
import { dangers, outsideAllowList } from './testing';

const SVG = 'http://www.w3.org/2000/svg';

const hostilePieces = fc.constantFrom(
  '<script>alert(1)</script>',
  '<SCRIPT src="https://evil.example/x.js"/>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<x:foreignObject xmlns:x="http://www.w3.org/2000/svg"><iframe srcdoc="x"/></x:foreignObject>',
  '<scr<script>ipt>',
  '<foreignObject><body onload="x()"/></foreignObject>',
  '<svg onload="alert(1)">',
  '<svg/onload=alert(1)>',
  '<g ONCLICK = "x()">',
  '<a href="javascript:alert(1)">',
  '<a xlink:href="jav&#x09;ascript:alert(1)">',
  '<use href="https://evil.example/sprite.svg#a"/>',
  '<use xlink:href="data:image/svg+xml;base64,PHN2Zz4="/>',
  '<use href="#ok"/>',
  '<image href="https://evil.example/pixel.png"/>',
  '<image xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg=="/>',
  '<image href="data:image/png;base64,PHNjcmlwdD4="/>',
  '<switch>',
  '</switch>',
  '<g systemLanguage="fr">',
  '<foreignObject requiredExtensions="x">',
  '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter>',
  '<feImage href="https://evil.example/x.png"/>',
  '<a href="#ok">',
  '</a>',
  '<rect style="fill:light-dark(#fff, url(https://evil.example/p))"/>',
  '<style>@import url(https://evil.example/x.css);</style>',
  '<style>@font-face{font-family:"X";src:url(https://evil.example/x.woff2)}</style>',
  '<style>@font-face{font-family:"X";src:url(data:text/html;base64,PHNjcmlwdD4=)}</style>',
  '<style>@font-face{font-family:"X";src:url(data:font/woff2;base64,d09GMg==)}</style>',
  '<style>.a{fill:url(http://evil.example/p)}</style>',
  '<style>.a{fill:red;stroke}</style>',
  '<style></style><script>alert(1)</script></style>',
  '<rect style="fill:url(javascript:x);stroke:red;broken"/>',
  '<rect style="fill:u\\72l(http://e)"/>',
  '<rect fill="url(#grad)" xml:space="preserve"/>',
  '<path d="M0 0L10 10"/>',
  '<text>javascript:alert(1) a=b "q"</text>',
  '<text>java<!-- -->script:</text>',
  '<![CDATA[<script>x</script>]]>',
  '<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>',
  '&x;',
  '<?xml-stylesheet href="https://evil.example/x.css"?>',
  '<animate attributeName="href" to="javascript:alert(1)"/>',
  '<set attributeName="onclick" to="alert(1)"/>',
  '</svg>',
  '<svg xmlns="http://www.w3.org/2000/svg">',
  '<g xmlns="http://www.w3.org/1999/xhtml">',
  '<g>',
  '</g>',
  '<text>',
  '</text>',
  '"',
  "'",
  '>',
  '<',
  '&',
  '=',
  '\t',
  '\r\n',
  ' on',
  'load=',
);

/** Pieces of markup, hostile and harmless, glued into an SVG document in random order. */
const hostileSvg = fc
  .array(fc.oneof(hostilePieces, fc.string({ maxLength: 8 })), { maxLength: 25 })
  .map((pieces) => `<svg xmlns="${SVG}">${pieces.join('')}</svg>`);

const anyInput = fc.oneof(hostileSvg, fc.string(), fc.string({ unit: 'binary' }));

describe('sanitizeSvg', () => {
  it('never outputs scripts, handlers, script URLs, external references or a DTD, whatever the input', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(dangers(sanitizeSvg(input))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('never outputs an element, attribute or CSS property outside the allow-list', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(outsideAllowList(sanitizeSvg(input))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: cleaning clean output changes nothing and removes nothing', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = sanitizeSvg(input);
        const twice = sanitizeSvgWithReport(once);
        expect(twice.svg).toBe(once);
        expect(twice.removed).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('validation accepts exactly the sanitised form', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const clean = sanitizeSvg(input);
        expect(storedSvgProblem(clean)).toBeNull();
        expect(storedSvgProblem(input) === null).toBe(input === clean);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps ordinary drawings: shapes, gradients, internal references, style rules and text', () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n' +
      '  <style>/* parts */ .a { fill: #ff0000 ; stroke:none }</style>\n' +
      '  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>\n' +
      '  <!-- a comment --><path class="a" d="M0 0h10v10z" fill="url(#g)" onclick="x()"/>\n' +
      '  <use xlink:href="#g"/><text x="1" y="2">H&lt;2&gt;O = water</text>\n</svg>';
    const { svg: clean, removed } = sanitizeSvgWithReport(svg);
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<style>.a{fill:#ff0000;stroke:none}</style>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<path class="a" d="M0 0h10v10z" fill="url(#g)"/><use xlink:href="#g"/>' +
        '<text x="1" y="2">H&lt;2&gt;O = water</text></svg>',
    );
    expect(removed.map(({ kind, name }) => `${kind} ${name}`)).toEqual([
      'instruction <?xml?>',
      'comment <!-- -->',
      'attribute onclick',
    ]);
  });

  it('reads elements by namespace, not by prefix', () => {
    const svg =
      `<s:svg xmlns:s="${SVG}" xmlns:evil="${SVG}" xmlns:h="http://www.w3.org/1999/xhtml">` +
      '<s:rect width="2"/><evil:script>alert(1)</evil:script><h:p>x</h:p><s:script/></s:svg>';
    const { svg: clean, removed } = sanitizeSvgWithReport(svg);
    expect(clean).toBe(`<svg xmlns="${SVG}"><rect width="2"/></svg>`);
    expect(removed.map(({ name, reason }) => `${name}: ${reason}`)).toEqual([
      'evil:script: scripts are not allowed',
      'h:p: not in the SVG namespace (http://www.w3.org/1999/xhtml)',
      's:script: scripts are not allowed',
    ]);
  });

  it('reads no DTD: a document entity stays text, and the DOCTYPE is reported', () => {
    const { svg, removed } = sanitizeSvgWithReport(
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg xmlns="${SVG}"><text>&x;</text></svg>`,
    );
    expect(svg).toBe(`<svg xmlns="${SVG}"><text>&amp;x;</text></svg>`);
    expect(removed.map((removal) => removal.kind)).toEqual(['doctype', 'entity']);
  });

  it('drops a style declaration without a colon instead of failing on it', () => {
    const { svg, removed } = sanitizeSvgWithReport(
      `<svg xmlns="${SVG}"><style>.a{fill}.b{fill:red;;stroke}</style><rect style="fill;stroke:blue"/></svg>`,
    );
    expect(svg).toBe(
      `<svg xmlns="${SVG}"><style>.b{fill:red}</style><rect style="stroke:blue"/></svg>`,
    );
    expect(removed.map((removal) => removal.reason)).toEqual([
      'a declaration without a colon',
      'a declaration without a colon',
      'a declaration without a colon',
    ]);
  });

  it('keeps only CSS properties on the list and url() inside the drawing', () => {
    const { svg } = sanitizeSvgWithReport(
      `<svg xmlns="${SVG}"><rect style="fill:url('#g');stroke:url(https://e.example/x);behavior:url(x.htc);position:fixed;opacity:0.5"/></svg>`,
    );
    expect(svg).toBe(
      `<svg xmlns="${SVG}"><rect style="fill:url(&apos;#g&apos;);opacity:0.5"/></svg>`.replace(
        /&apos;/g,
        "'",
      ),
    );
  });

  it('keeps an @font-face only when its font is embedded as data, with known descriptors', () => {
    const data = 'url(data:font/woff2;base64,d09GMgABAAA=) format("woff2")';
    const { svg, removed } = sanitizeSvgWithReport(
      `<svg xmlns="${SVG}"><style>` +
        `@font-face { font-family: "Inter"; font-weight: 700; unicode-range: U+0000-00FF, U+0391; src: ${data} }` +
        `@font-face{font-family:"Far";src:url(https://fonts.example/far.woff2)}` +
        `@font-face{font-family:"Odd";src:${data};size-adjust:90%}` +
        `.a{fill:red}</style><text class="a">x</text></svg>`,
    );
    expect(svg).toBe(
      `<svg xmlns="${SVG}"><style>` +
        `@font-face{font-family:"Inter";font-weight:700;unicode-range:U+0000-00FF, U+0391;src:${data}}`.replace(
          /"/g,
          '&quot;',
        ) +
        `.a{fill:red}</style><text class="a">x</text></svg>`,
    );
    expect(removed.map((removal) => removal.reason)).toEqual([
      'a font may only be embedded as data (url(data:font/...;base64,...))',
      'the descriptor size-adjust:90% is not allowed',
    ]);
    expect(sanitizeSvgWithReport(svg)).toMatchObject({ svg, removed: [] });
  });

  it('turns input without an svg root into an empty svg', () => {
    expect(sanitizeSvgWithReport('<script>alert(1)</script>')).toEqual({
      svg: `<svg xmlns="${SVG}"/>`,
      removed: [{ kind: 'element', name: 'script', reason: 'scripts are not allowed' }],
      refused: 'there is no <svg> root element',
    });
  });
});

describe('storedSvgProblem', () => {
  it('names the first thing the sanitiser would remove', () => {
    expect(storedSvgProblem(`<svg xmlns="${SVG}"><script>x</script></svg>`)).toBe(
      'SVG contains something Figura cannot keep: <script> (scripts are not allowed)',
    );
    expect(storedSvgProblem(`<svg xmlns="${SVG}" onload="x()"/>`)).toBe(
      'SVG contains something Figura cannot keep: the attribute onload (event handlers are not allowed)',
    );
    expect(storedSvgProblem(`<svg xmlns="${SVG}"><path d="M0 0h1"/></svg>`)).toBeNull();
  });

  it('asks for the clean form when only layout differs', () => {
    expect(storedSvgProblem(`<svg xmlns="${SVG}">\n  <path d="M0 0h1"/>\n</svg>`)).toMatch(
      /sanitise it before saving/,
    );
  });
});

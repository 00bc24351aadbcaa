// Real-world files as editors write them (fixtures/awkward): what the sanitiser keeps, what it
// removes and reports, and which files it refuses, with the reason a user reads.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeSvgBytes, storedSvgProblem } from './stored';
import { dangers, outsideAllowList } from './testing';
import type { SanitizedSvg } from './report';

const folder = new URL('./fixtures/awkward/', import.meta.url);
const clean = (name: string): SanitizedSvg => sanitizeSvgBytes(readFileSync(new URL(name, folder)));
const removedNames = (result: SanitizedSvg, kind = 'element') =>
  result.removed.filter((removal) => removal.kind === kind).map((removal) => removal.name);

describe('the awkward files', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));

  it('are all accepted but the empty file and the HTML-only one, each refusal with its reason', () => {
    const refused = Object.fromEntries(
      files.map((name) => [name, clean(name).refused] as const).filter(([, reason]) => reason),
    );
    expect(refused).toEqual({
      'empty-file.svg': 'the file is empty',
      'only-html-fallback.svg':
        'nothing drawable is left once <foreignObject>, <script> are removed',
    });
    expect(files.length).toBeGreaterThanOrEqual(13);
  });

  it.each(files)('%s: the clean form is safe and is what the schema stores', (name) => {
    const { svg } = clean(name);
    expect(dangers(svg)).toEqual([]);
    expect(outsideAllowList(svg)).toEqual([]);
    expect(storedSvgProblem(svg)).toBeNull();
  });

  it('Inkscape: editor namespaces and metadata go, the drawing and paint-order stay', () => {
    const result = clean('inkscape-namespaces.svg');
    expect(result.svg).not.toMatch(/inkscape|sodipodi|metadata|rdf/);
    expect(result.svg).toContain('<ellipse style="fill:#ffb14a;stroke:#d6702b;stroke-width:0.5;');
    expect(result.svg).toContain('paint-order:stroke fill markers');
    expect(result.svg).toContain('id="nucleus"');
    expect(removedNames(result)).toEqual([
      'sodipodi:namedview',
      'inkscape:path-effect',
      'metadata',
    ]);
  });

  it('Illustrator: the switch draws its group, not the foreignObject fallback, with its gradient', () => {
    const result = clean('illustrator-switch.svg');
    expect(result.svg).not.toMatch(/switch|foreignObject|aipgf/);
    expect(result.svg).toContain('<g><g><linearGradient id="下側_x3000_影_1_"');
    expect(result.svg).toContain('fill="url(#%E4%B8%8B%E5%81%B4_x3000_%E5%BD%B1_1_)"');
    expect(result.svg).toContain('.st1{fill:url(#下側_x3000_影_1_)}');
    expect(result.removed).toContainEqual({
      kind: 'element',
      name: 'foreignObject',
      reason: 'a <switch> draws only its first drawable child',
    });
  });

  it("draw.io: the label's PNG fallback is drawn, the warning link and light-dark() are not", () => {
    const result = clean('drawio-switch.svg');
    expect(result.svg).toMatch(
      /<image x="1" y="18" width="118" height="28" xlink:href="data:image\/png;base64,iVBOR/,
    );
    expect(result.svg).not.toContain('Text is not SVG');
    expect(result.svg).toContain('style="fill:#ffffff;stroke:rgb(0, 0, 0)"');
    expect(removedNames(result)).toEqual(['foreignObject', 'a']);
  });

  it('an embedded PNG stays, its line-wrapped base64 joined', () => {
    const result = clean('embedded-png.svg');
    expect(result.svg).toMatch(
      /<image class="cls-1" width="194" height="188" transform="scale\(.93\)" xlink:href="data:image\/png;base64,[A-Za-z0-9+/]+=*"\/>/,
    );
    expect(result.refused).toBeNull();
  });

  it('clip paths, masks and gradients are kept as written', () => {
    const source = readFileSync(new URL('clip-paths-masks.svg', folder), 'utf8');
    const result = clean('clip-paths-masks.svg');
    expect(result.removed).toEqual([]);
    expect(result.svg).toBe(source.replace(/>\s+</g, '><').trim());
  });

  it('text keeps its tspans with their fills, styles, paint-order and baseline shift', () => {
    const { svg } = clean('text-tspans.svg');
    expect(svg).toContain(
      '<tspan x="4" y="16" style="fill:#c62828;font-weight:bold;font-variant-caps:small-caps">CD4</tspan>',
    );
    expect(svg).toContain(
      '<tspan x="40" dy="0" fill="#1565c0" font-style="italic" baseline-shift="super" font-size="7">+</tspan>',
    );
    expect(svg).toContain(
      'paint-order:stroke;text-decoration-line:underline;letter-spacing:0.5px">T cell</tspan>',
    );
    expect(svg).toContain('font-stretch:condensed');
    expect(svg).not.toContain('-inkscape-font-specification');
  });

  it('duplicate ids are left for the importer to make unique: the sanitiser does not rename', () => {
    const { svg, removed } = clean('duplicate-ids.svg');
    expect(svg.match(/id="dot"/g)).toHaveLength(2);
    expect(svg.match(/id="a"/g)).toHaveLength(2);
    expect(removed).toEqual([]);
  });

  it('an empty script and handlers are removed and reported; the file is kept with its link content', () => {
    const result = clean('empty-script.svg');
    expect(result.refused).toBeNull();
    expect(result.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><rect x="2" y="2" width="16" height="16" rx="3" fill="#ffca28"/><g><circle cx="10" cy="10" r="4" fill="#6d4c41"/></g></svg>',
    );
    expect(removedNames(result)).toEqual(['script', 'a']);
    expect(removedNames(result, 'attribute')).toEqual(['onload', 'onclick']);
  });

  it('mm width and height stay beside the viewBox (the renderer maps the box)', () => {
    const { svg, removed } = clean('millimetre-size.svg');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="210mm" height="148.5mm" viewBox="0 0 793.7 561.3">/,
    );
    expect(removed).toEqual([]);
  });

  it('hidden text keeps visibility and display, so renderers can skip it', () => {
    const { svg } = clean('hidden-text.svg');
    expect(svg).toContain('visibility="hidden"');
    expect(svg).toContain('style="display:none"');
  });

  it('blur, drop shadow and the other safe primitives stay; feImage goes', () => {
    const result = clean('filters.svg');
    for (const primitive of [
      'feGaussianBlur stdDeviation="1.5"',
      'feDropShadow',
      'feMorphology operator="dilate"',
      'feFlood',
      'feComposite in2="thick"',
      'feOffset',
      'feColorMatrix type="saturate"',
      'feBlend mode="multiply"',
      'feMergeNode in="halo"',
    ])
      expect(result.svg).toContain(`<${primitive}`);
    expect(result.svg).toContain('filter="url(#blur)"');
    expect(result.svg).toContain('style="filter:url(#shadow)"');
    expect(result.svg).not.toContain('feImage');
    expect(removedNames(result)).toEqual(['feImage']);
  });
});

// Test helpers for the sanitiser: what output may hold, read back with the same parser.
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CSS_PROPERTIES,
  ALLOWED_ELEMENTS,
  ELEMENT_ONLY_ATTRIBUTES,
} from './allow-list';
import { parseSvg, type SvgNode } from './parse';

const ALLOWED_ELEMENT_NAMES = new Set(ALLOWED_ELEMENTS.values());
const ALLOWED_ATTRIBUTE_NAMES = new Set([
  ...ALLOWED_ATTRIBUTES.values(),
  'xlink:href',
  'xml:space',
]);
const ROOT_DECLARATIONS = new Set(['xmlns', 'xmlns:xlink']);

const declaredProperties = (css: string) =>
  css
    .split(/[;{}]/)
    .filter((part) => part.includes(':') && !/[{}]/.test(part))
    .map((part) => part.slice(0, part.indexOf(':')).trim());

/** Every element, attribute and CSS property in `svg` that the allow-list does not hold. */
export function outsideAllowList(svg: string): string[] {
  const found: string[] = [];
  const walk = (nodes: SvgNode[], depth: number) => {
    for (const node of nodes) {
      if (node.kind === 'text') continue;
      if (!ALLOWED_ELEMENT_NAMES.has(node.name)) found.push(`<${node.name}>`);
      for (const [name, value] of node.attributes) {
        const allowed =
          ALLOWED_ATTRIBUTE_NAMES.has(name) ||
          [...(ELEMENT_ONLY_ATTRIBUTES.get(node.name)?.values() ?? [])].includes(name) ||
          (depth === 0 && ROOT_DECLARATIONS.has(name));
        if (!allowed) found.push(`@${name}`);
        if (name === 'style')
          for (const property of declaredProperties(value))
            if (!ALLOWED_CSS_PROPERTIES.has(property)) found.push(`css ${property}`);
      }
      if (node.name === 'style') {
        const css = node.children
          .map((child) => (child.kind === 'text' ? child.text : ''))
          .join('');
        // A sheet is rules `selector{prop:value;…}`: the selector part before a brace is not a
        // property. An @font-face holds font descriptors, which sanitizeFontFace checks itself.
        for (const block of css.replace(/@font-face\{[^}]*\}/g, '').match(/\{[^}]*\}/g) ?? [])
          for (const property of declaredProperties(block.slice(1, -1)))
            if (!ALLOWED_CSS_PROPERTIES.has(property)) found.push(`css ${property}`);
      }
      walk(node.children, depth + 1);
    }
  };
  walk(parseSvg(svg), 0);
  return found;
}

const RASTER_IMAGE =
  /^<image\b[^>]*\s(xlink:)?href="data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}"/;

/** What must never come out of the sanitiser, however the input hid it. */
export function dangers(output: string): string[] {
  const found: string[] = [];
  const tags = [...output.matchAll(/<([^\s/>!?]+)/g)].map((match) => match[1]!.toLowerCase());
  if (tags.some((tag) => /(^|:)script$/.test(tag))) found.push('script element');
  if (tags.some((tag) => tag.includes('foreignobject'))) found.push('foreignObject');
  if (
    tags.some((tag) => /(^|:)(feimage|iframe|object|embed|animate|set|a|handler|switch)$/.test(tag))
  )
    found.push('active element');
  // An <image> is allowed only with an embedded raster: PNG, JPEG, GIF or WebP as base64.
  for (const image of output.match(/<([^\s/>]+:)?image\b[^>]*>/gi) ?? [])
    if (!RASTER_IMAGE.test(image)) found.push('image that is not embedded raster data');
  // Output escapes `<`, `>` and `"` inside values, so tags and quoted values are read exactly.
  for (const tag of output.match(/<[^>]*>/g) ?? [])
    for (const attribute of tag.matchAll(/\s([^\s="]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/g))
      if (/^on/i.test(attribute[1]!.replace(/^.*:/, ''))) found.push('event attribute');
  if (/<!doctype|<!entity/i.test(output)) found.push('doctype');
  if (/<\?/.test(output)) found.push('processing instruction');
  if (/href="(?!#|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}")/i.test(output))
    found.push('external href');
  // Script URLs and fetching CSS count in markup (attributes, style sheets), not in drawn text.
  const markup = output
    .replace(/(<(text|tspan|title|desc)\b[^>]*>)[^<]*/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    // eslint-disable-next-line no-control-regex -- blanks and controls hide scheme names
    .replace(/[\s\u0000-\u001f]+/g, '')
    .toLowerCase();
  if (/javascript:|vbscript:|data:text\/html/.test(markup)) found.push('script url');
  // Fonts embedded as data (an SVG export's @font-face) fetch nothing.
  if (/@import|expression\(|url\((?!['"]?(#|data:font\/[a-z0-9]+;base64,))/.test(markup))
    found.push('css fetch');
  return found;
}

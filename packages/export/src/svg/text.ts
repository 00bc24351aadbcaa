// Text of fabric's SVG, for the vector exports: which bundled face draws each character (the
// editor's @font-face subsets), then either embedded subset fonts (SVG), outlines (SVG, the
// user's choice) or runs tagged with their face (PDF: svg-to-pdfkit embeds them as subset fonts).
import type { SvgElementNode, SvgNode } from '@figura/sdk-core/render';
import { subsetFont } from '../untyped.ts';
import { drawnFamily } from '@figura/sdk-core/fonts';
import {
  faceBytes,
  fontOf,
  splitByFace,
  weightNumber,
  type FaceFile,
  type FontAsked,
} from '../fonts/faces.ts';
import { attribute, element, elements, setAttribute, styleDeclarations, textNode } from './tree.ts';

interface TextSpan {
  node: SvgElementNode;
  text: string;
  font: FontAsked;
  size: number;
  x: number;
  y: number;
}

/** The font a text span asks for: its own properties over its text element's. */
function spanFont(chain: SvgElementNode[]): { font: FontAsked; size: number } {
  // Each style attribute read once, not once per property asked.
  const declared = chain.map((node) => ({
    node,
    style: styleDeclarations(attribute(node, 'style')),
  }));
  const property = (name: string) =>
    declared
      .map(({ node, style }) => style.get(name) ?? attribute(node, name))
      .findLast((value) => value !== undefined);
  return {
    font: {
      family: drawnFamily(property('font-family')),
      weight: weightNumber(property('font-weight')),
      style: property('font-style') === 'italic' ? 'italic' : 'normal',
    },
    size: parseFloat(property('font-size') ?? '16') || 16,
  };
}

const number = (value: string | undefined) => (value ? parseFloat(value) || 0 : 0);

/** The spans of every `<text>`: a tspan each (fabric writes one per style run, with x and y). */
function textSpans(root: SvgNode[]): { text: SvgElementNode; spans: TextSpan[] }[] {
  const found: { text: SvgElementNode; spans: TextSpan[] }[] = [];
  for (const { node } of elements(root)) {
    if (node.name !== 'text') continue;
    const spans: TextSpan[] = [];
    const add = (span: SvgElementNode, chain: SvgElementNode[], text: string) => {
      const { font, size } = spanFont(chain);
      spans.push({
        node: span,
        text,
        font,
        size,
        x: number(attribute(span, 'x') ?? attribute(node, 'x')),
        y: number(attribute(span, 'y') ?? attribute(node, 'y')) + number(attribute(span, 'dy')),
      });
    };
    for (const child of node.children) {
      if (child.kind === 'text') {
        if (child.text.trim()) add(node, [node], child.text);
      } else if (child.name === 'tspan')
        add(
          child,
          [node, child],
          child.children.map((grand) => (grand.kind === 'text' ? grand.text : '')).join(''),
        );
    }
    found.push({ text: node, spans });
  }
  return found;
}

/** Every span's characters, by the face that draws them. */
function charactersByFace(root: SvgNode[]): Map<FaceFile, { font: FontAsked; chars: Set<string> }> {
  const used = new Map<FaceFile, { font: FontAsked; chars: Set<string> }>();
  for (const { spans } of textSpans(root))
    for (const span of spans)
      for (const run of splitByFace(span.font, span.text)) {
        const entry = used.get(run.face) ?? { font: span.font, chars: new Set<string>() };
        for (const char of run.text) entry.chars.add(char);
        used.set(run.face, entry);
      }
  return used;
}

const unicodeRange = (chars: Iterable<string>) =>
  [...chars].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(',');

/**
 * An `@font-face` per face the text uses, holding only its characters (WOFF2 subset, as a data:
 * URL) and declaring exactly those characters as its unicode-range, so a browser picks the same
 * face for each character as the export did.
 */
export async function embeddedFontFaces(root: SvgNode[]): Promise<string> {
  const rules: string[] = [];
  for (const [face, { font, chars }] of charactersByFace(root)) {
    const text = [...chars].join('');
    const woff2 = await subsetFont(faceBytes(face), text, { targetFormat: 'woff2' });
    rules.push(
      `@font-face{font-family:"${font.family}";font-weight:${face.weight};font-style:${face.style};` +
        `unicode-range:${unicodeRange(chars)};` +
        `src:url(data:font/woff2;base64,${Buffer.from(woff2).toString('base64')}) format("woff2")}`,
    );
  }
  return rules.join('');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The outline of `text` from (x, y) on the baseline, as path data in the slide's units. */
function outlinePath(font: FontAsked, size: number, text: string, x: number, y: number): string {
  let pen = x;
  const parts: string[] = [];
  for (const run of splitByFace(font, text)) {
    const face = fontOf(run.face);
    const scale = size / face.unitsPerEm;
    const layout = face.layout(run.text);
    layout.glyphs.forEach((glyph, index) => {
      const path = glyph.path.scale(scale, -scale).translate(pen, y);
      const data = path.toSVG();
      if (data) parts.push(data.replace(/-?\d+\.\d+/g, (value) => String(round(Number(value)))));
      pen += layout.positions[index]!.xAdvance * scale;
    });
  }
  return parts.join('');
}

/**
 * Replaces every `<text>` by a `<g>` of `<path>`s: the glyphs' outlines at the positions fabric
 * laid the spans out at. The text's styles (fill, opacity) stay on the group and paths.
 */
export function textToOutlines(root: SvgNode[]): void {
  for (const { text, spans } of textSpans(root)) {
    const paths = spans
      .filter((span) => span.text.trim())
      .map((span) => {
        const d = outlinePath(span.font, span.size, span.text, span.x, span.y);
        const style = span.node === text ? undefined : attribute(span.node, 'style');
        return element('path', [
          ['d', d || 'M0 0'],
          ...(style ? [['style', style] as [string, string]] : []),
        ]);
      });
    text.name = 'g';
    text.attributes = text.attributes.filter(
      ([name]) => !['x', 'y', 'dx', 'dy', 'xml:space'].includes(name) && !name.startsWith('font-'),
    );
    text.children = paths;
  }
}

/**
 * Cuts each span into runs of one face, each a `<tspan>` naming that face's key as its family
 * (the PDF maps keys to embedded fonts). Runs after the first continue where the last ended.
 */
export function tagFaces(root: SvgNode[]): Set<FaceFile> {
  const used = new Set<FaceFile>();
  for (const { spans } of textSpans(root))
    for (const span of spans) {
      const runs = splitByFace(span.font, span.text);
      for (const run of runs) used.add(run.face);
      const tspans = runs.map((run) =>
        element('tspan', [['font-family', run.face.key]], [textNode(run.text)]),
      );
      // Styles on a span (font-family among them) must not override the runs' own family.
      const style = attribute(span.node, 'style');
      if (style) setAttribute(span.node, 'style', style.replace(/font-family\s*:[^;]*;?/g, ''));
      span.node.children = tspans;
    }
  return used;
}

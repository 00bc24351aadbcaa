// SVG export: the slide's SVG with fonts embedded (subset WOFF2 as data: URLs) or text as outlines,
// written by sdk-core's sanitiser so it is exactly what Figura accepts back (no script, nothing
// fetched).
import { creditsLine, sanitizeSvgWithReport, type SlideDocument } from '@figura/sdk-core/schema';
import { serializeSvg } from '@figura/sdk-core/render';
import { withPaperWidth } from '@figura/sdk-core/arrange';
import type { ExportOptions } from '../options.ts';
import { fileDescription } from '../slide-description.ts';
import { slideSvgTree } from './slide-svg.ts';
import { embeddedFontFaces, textToOutlines } from './text.ts';
import { element, setAttribute, textNode } from './tree.ts';

export async function exportSvg(document: SlideDocument, options: ExportOptions): Promise<string> {
  const root = await slideSvgTree(document, {
    background: options.background,
    // The slide's own alt text and long description (the author's words) come first; then what
    // the caller gives (the creation's name); the credits line when nothing describes it.
    title: document.alt?.trim() || options.title,
    description:
      fileDescription(document) ||
      options.description ||
      creditsLine(document.elements) ||
      undefined,
  });
  // Asked for in cm or in (or a poster sized for A0), the SVG says its printed size (its viewBox
  // stays the slide's pixels).
  const { width, unit } = withPaperWidth(document, options);
  if (width !== undefined && (unit === 'cm' || unit === 'in')) {
    const round = (value: number) => String(Math.round(value * 1000) / 1000);
    const height = (width * document.height) / document.width;
    setAttribute(root, 'width', `${round(width)}${unit}`);
    setAttribute(root, 'height', `${round(height)}${unit}`);
  }
  if (options.text === 'outline') textToOutlines([root]);
  else {
    const faces = await embeddedFontFaces([root]);
    if (faces) {
      const at = root.children.findIndex(
        (node) => node.kind !== 'element' || (node.name !== 'title' && node.name !== 'desc'),
      );
      root.children.splice(
        at === -1 ? root.children.length : at,
        0,
        element('style', [], [textNode(faces)]),
      );
    }
  }
  const { svg, removed } = sanitizeSvgWithReport(serializeSvg([root]));
  if (removed.length > 0)
    process.emitWarning(
      `Figura: the SVG export lost ${removed.length} part(s) to the sanitiser, first: ` +
        `${removed[0]!.name} (${removed[0]!.reason})`,
    );
  return svg;
}

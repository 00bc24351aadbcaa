// The templates' gallery images (spec §2: a template image plus title, highlight and topic
// images), drawn from the same layouts the document is built from: one source for where things go.
import { BUILDER_TEMPLATE_IDS, BUILDER_TEMPLATE_TOPICS } from '../schema/document/constants';
import type { BuilderTemplateId } from '../schema/document/constants';
import { bytesToBase64 } from '../schema/document/image-data';
import { sanitizeSvg } from '../svg/sanitize';
import { layoutOf } from './layouts/layouts';
import type { AbstractLayout, Box, ConnectorSlot } from './layouts/kit';
import { ABSTRACT_SIZES, type BuilderTemplate, type HighlightName } from './types';

export interface PreviewOptions {
  /** The part to emphasise (the others are faded); 'template' or none shows the whole. */
  emphasis?: HighlightName;
  /** The slide's size (default: the journal square). */
  width?: number;
  height?: number;
  /** The colours to draw in (default: neutral greys and blue). */
  primary?: string;
  secondary?: string;
}

const EMPHASIS_STROKE = '#E4572E';
const INK = '#1f2933';

const n = (value: number) => String(Math.round(value * 10) / 10);
const rect = (b: Box, fill: string, extra = '') =>
  `<rect x="${n(b.left)}" y="${n(b.top)}" width="${n(b.width)}" height="${n(b.height)}" fill="${fill}"${extra}/>`;

/** A few bars standing for lines of text. */
function textLines(b: Box, fill: string, lines: number): string {
  const lineHeight = Math.min(b.height / (lines * 1.6), b.width * 0.08);
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const width = i === lines - 1 && lines > 1 ? b.width * 0.6 : b.width * 0.92;
    const top = b.top + (b.height - lines * lineHeight * 1.6) / 2 + i * lineHeight * 1.6;
    out.push(
      rect({ left: b.left, top, width, height: lineHeight }, fill, ` rx="${n(lineHeight / 2)}"`),
    );
  }
  return out.join('');
}

/** A small picture standing for an illustration: a sun over hills in the box. */
function picture(b: Box, colour: string): string {
  const s = Math.min(b.width, b.height);
  const x = b.left + (b.width - s) / 2;
  const y = b.top + (b.height - s) / 2;
  return (
    `<circle cx="${n(x + s * 0.68)}" cy="${n(y + s * 0.3)}" r="${n(s * 0.13)}" fill="${colour}"/>` +
    `<path d="M${n(x)} ${n(y + s)}L${n(x + s * 0.35)} ${n(y + s * 0.45)}L${n(x + s * 0.6)} ${n(y + s * 0.78)}` +
    `L${n(x + s * 0.75)} ${n(y + s * 0.6)}L${n(x + s)} ${n(y + s)}Z" fill="${colour}"/>`
  );
}

function connector(slot: ConnectorSlot, colour: string, width: number): string {
  const points = slot.points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
  let out = `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (slot.head && slot.points.length >= 2) {
    const tip = slot.points.at(-1)!;
    const before = slot.points.at(-2)!;
    const length = Math.hypot(tip.x - before.x, tip.y - before.y) || 1;
    const ux = (tip.x - before.x) / length;
    const uy = (tip.y - before.y) / length;
    const size = width * 3;
    const back = { x: tip.x - ux * size, y: tip.y - uy * size };
    out += `<polygon points="${n(tip.x)},${n(tip.y)} ${n(back.x - uy * size * 0.6)},${n(back.y + ux * size * 0.6)} ${n(back.x + uy * size * 0.6)},${n(back.y - ux * size * 0.6)}" fill="${colour}"/>`;
  }
  return out;
}

/** The region a part occupies, outlined when it is emphasised. */
function regionOf(layout: AbstractLayout, name: HighlightName): Box | null {
  if (name === 'title') return layout.band;
  if (name === 'highlight') return layout.highlight.box;
  const topic = /^topic-(\d+)$/.exec(name);
  if (topic) return layout.topics[Number(topic[1]) - 1]?.card ?? null;
  return null;
}

/** A template's preview as SVG markup (not yet sanitised), from its layout. */
export function templatePreviewSvg(id: BuilderTemplateId, options: PreviewOptions = {}): string {
  const width = options.width ?? ABSTRACT_SIZES.square.width;
  const height = options.height ?? ABSTRACT_SIZES.square.height;
  const primary = options.primary ?? '#4F6D8A';
  const secondary = options.secondary ?? '#DCE6F0';
  const emphasis = options.emphasis ?? 'template';
  const layout = layoutOf(id, width, height);
  const region = regionOf(layout, emphasis);
  const short = Math.min(width, height);
  // Parts other than the emphasised one are faded.
  const part = (name: HighlightName, markup: string) =>
    region && name !== emphasis ? `<g opacity="0.35">${markup}</g>` : markup;

  const body: string[] = [rect({ left: 0, top: 0, width, height }, '#ffffff')];
  body.push(
    `<g opacity="${region ? '0.35' : '1'}">${layout.connectors.map((c) => connector(c, primary, short * 0.006)).join('')}</g>`,
  );
  layout.topics.forEach((topic, i) => {
    const markup =
      rect(topic.card, secondary, ` rx="${n(short * 0.015)}"`) +
      picture(topic.illustration, primary) +
      (topic.badge
        ? `<circle cx="${n(topic.badge.left + topic.badge.width / 2)}" cy="${n(topic.badge.top + topic.badge.height / 2)}" r="${n(topic.badge.width / 2)}" fill="${primary}"/>`
        : '') +
      textLines(topic.title, INK, 1) +
      textLines(topic.description, '#7b8794', 3);
    body.push(part(`topic-${i + 1}`, markup));
  });
  const { highlight } = layout;
  const highlightShape =
    highlight.shape === 'circle'
      ? `<ellipse cx="${n(highlight.box.left + highlight.box.width / 2)}" cy="${n(highlight.box.top + highlight.box.height / 2)}" rx="${n(highlight.box.width / 2)}" ry="${n(highlight.box.height / 2)}" fill="${primary}"/>`
      : rect(highlight.box, primary, ` rx="${n(short * 0.015)}"`);
  body.push(part('highlight', highlightShape + textLines(highlight.text, '#ffffff', 2)));
  body.push(
    part(
      'title',
      rect(layout.band, primary) +
        textLines(layout.title, '#ffffff', 2) +
        rect(
          layout.logo,
          'none',
          ` stroke="#ffffff" stroke-width="${n(short * 0.004)}" stroke-dasharray="${n(short * 0.01)}"`,
        ),
    ),
  );
  if (region) {
    const pad = short * 0.008;
    body.push(
      rect(
        {
          left: region.left + pad,
          top: region.top + pad,
          width: region.width - 2 * pad,
          height: region.height - 2 * pad,
        },
        'none',
        ` stroke="${EMPHASIS_STROKE}" stroke-width="${n(short * 0.012)}" rx="${n(short * 0.015)}"`,
      ),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body.join('')}</svg>`;
}

/** An SVG as a base64 data: URL, after the sanitiser (the one every SVG goes through). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(sanitizeSvg(svg)))}`;
}

// Templates are made once, on first use: their images are drawn and sanitised then. The cache
// holds constants (the same for every builder on a page), never builder state.
const made = new Map<BuilderTemplateId, BuilderTemplate>();

/** A value made on first read, then kept (a getter that replaces itself). */
function lazily<T extends object, K extends keyof T & string>(target: T, key: K, make: () => T[K]) {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(target, key, { value, enumerable: true });
      return value;
    },
  });
}

/**
 * A built-in template with its gallery images (spec §2), as the builder state holds it. Each
 * image is drawn and sanitised when it is first read: a template step shows five previews and
 * only the part being edited needs its emphasised one.
 */
export function builderTemplate(id: BuilderTemplateId): BuilderTemplate {
  let template = made.get(id);
  if (!template) {
    const topicsCount = BUILDER_TEMPLATE_TOPICS[id];
    const image = (emphasis: HighlightName) => svgDataUrl(templatePreviewSvg(id, { emphasis }));
    const highlightImages = {} as BuilderTemplate['highlightImages'];
    lazily(highlightImages, 'title', () => image('title'));
    lazily(highlightImages, 'highlight', () => image('highlight'));
    lazily(highlightImages, 'topics', () =>
      Array.from({ length: topicsCount }, (_, i) => image(`topic-${i + 1}`)),
    );
    template = { id, topicsCount, imageSrc: '', highlightImages };
    lazily(template, 'imageSrc', () => image('template'));
    made.set(id, template);
  }
  return template;
}

/** The five built-in templates, in order. */
export const builderTemplates = (): BuilderTemplate[] => BUILDER_TEMPLATE_IDS.map(builderTemplate);

/** The gallery image for the part being edited: the template's, or the part's emphasised one. */
export function highlightImage(template: BuilderTemplate, name: HighlightName): string {
  if (name === 'title') return template.highlightImages.title;
  if (name === 'highlight') return template.highlightImages.highlight;
  const topic = /^topic-(\d+)$/.exec(name);
  return (topic && template.highlightImages.topics[Number(topic[1]) - 1]) || template.imageSrc;
}

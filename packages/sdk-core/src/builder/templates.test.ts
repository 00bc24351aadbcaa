import { describe, expect, it } from 'vitest';
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEMPLATE_TOPICS,
} from '../schema/document/constants';
import { decodeBase64Text, parseImageDataUrl } from '../schema/document/image-data';
import { sanitizeSvg } from '../svg/sanitize';
import { builderTemplate, builderTemplates, highlightImage, templatePreviewSvg } from './images';
import { bottom, right, type Box } from './layouts/kit';
import { layoutOf } from './layouts/layouts';
import { builderColors } from './state';
import { ABSTRACT_SIZES } from './types';

const overlap = (a: Box, b: Box) =>
  a.left < right(b) - 0.01 &&
  b.left < right(a) - 0.01 &&
  a.top < bottom(b) - 0.01 &&
  b.top < bottom(a) - 0.01;
const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.01 &&
  inner.top >= outer.top - 0.01 &&
  right(inner) <= right(outer) + 0.01 &&
  bottom(inner) <= bottom(outer) + 0.01;

describe('the built-in templates and colour pairs (spec §3)', () => {
  it('has 5 templates: template 1 with 6 topics, 2 and 3 with 4, 4 and 5 with 3', () => {
    expect(builderTemplates().map((template) => [template.id, template.topicsCount])).toEqual([
      [1, 6],
      [2, 4],
      [3, 4],
      [4, 3],
      [5, 3],
    ]);
  });

  it('has the 7 colour pairs of the spec, ids 1..7', () => {
    expect(builderColors().map((pair) => `${pair.id} ${pair.primary}/${pair.secondary}`)).toEqual([
      '1 #8DADCB/#8FD6F0',
      '2 #58227E/#C1ABD2',
      '3 #EC4215/#FBD2CE',
      '4 #3AA036/#DDE8B5',
      '5 #008ACE/#C5E9F4',
      '6 #81197C/#9FCE54',
      '7 #040D4D/#ED9C1C',
    ]);
    expect(BUILDER_COLOR_PAIRS).toHaveLength(7);
  });

  // Each size as is, and with a journal's smallest text (Cell's 50 px on the square, the visual
  // abstract's 12 px at 16:9), which makes room for the words.
  const cases = [
    ['square', ABSTRACT_SIZES.square, 0],
    ['square, Cell’s text', ABSTRACT_SIZES.square, 50],
    ['wide', ABSTRACT_SIZES.wide, 0],
    ['wide, a visual abstract’s text', ABSTRACT_SIZES.wide, 12],
  ] as const;
  for (const [name, size, textSize] of cases) {
    it(`lays out every template (${name}) without overlaps, each topic's parts in its card`, () => {
      for (const id of BUILDER_TEMPLATE_IDS) {
        const layout = layoutOf(id, size.width, size.height, { textSize });
        const slide = { left: 0, top: 0, ...size };
        expect(layout.topics).toHaveLength(BUILDER_TEMPLATE_TOPICS[id]);
        const parts = [
          layout.band,
          layout.highlight.box,
          ...layout.topics.map((topic) => topic.card),
        ];
        parts.forEach((part, i) => {
          expect(within(part, slide)).toBe(true);
          parts
            .slice(i + 1)
            .forEach((other) => expect(overlap(part, other), `template ${id}`).toBe(false));
        });
        expect(within(layout.title, layout.band) && within(layout.logo, layout.band)).toBe(true);
        expect(overlap(layout.title, layout.logo)).toBe(false);
        expect(within(layout.highlight.text, layout.highlight.box)).toBe(true);
        for (const topic of layout.topics) {
          const inner = [
            topic.illustration,
            topic.title,
            topic.description,
            ...(topic.badge ? [topic.badge] : []),
          ];
          inner.forEach((part, i) => {
            expect(within(part, topic.card)).toBe(true);
            // Readable boxes: none is a sliver.
            expect(Math.min(part.width, part.height)).toBeGreaterThan(size.height * 0.02);
            inner.slice(i + 1).forEach((other) => expect(overlap(part, other)).toBe(false));
          });
        }
        // Connectors stay on the slide and off the texts of the cards.
        for (const connector of layout.connectors) {
          for (const point of connector.points) {
            expect(point.x).toBeGreaterThanOrEqual(0);
            expect(point.y).toBeGreaterThanOrEqual(0);
            expect(point.x).toBeLessThanOrEqual(size.width);
            expect(point.y).toBeLessThanOrEqual(size.height);
            for (const topic of layout.topics) {
              for (const text of [topic.title, topic.description]) {
                const on =
                  point.x > text.left &&
                  point.x < right(text) &&
                  point.y > text.top &&
                  point.y < bottom(text);
                expect(on, `template ${id}`).toBe(false);
              }
            }
          }
        }
      }
    });
  }

  it('makes the gallery images from the layouts: sanitised SVG data URLs, one per part', () => {
    for (const id of BUILDER_TEMPLATE_IDS) {
      const template = builderTemplate(id);
      const images = [
        template.imageSrc,
        template.highlightImages.title,
        template.highlightImages.highlight,
        ...template.highlightImages.topics,
      ];
      expect(template.highlightImages.topics).toHaveLength(template.topicsCount);
      // All different: each emphasises its own part.
      expect(new Set(images).size).toBe(images.length);
      for (const image of images) {
        const data = parseImageDataUrl(image);
        expect(data?.mimeType).toBe('image/svg+xml');
        const svg = decodeBase64Text(data!.base64);
        expect(sanitizeSvg(svg)).toBe(svg);
      }
      // The same template image whatever is asked: made once.
      expect(builderTemplate(id)).toBe(template);
    }
  });

  it('shows the gallery image of the part being edited', () => {
    const template = builderTemplate(1);
    expect(highlightImage(template, 'template')).toBe(template.imageSrc);
    expect(highlightImage(template, 'title')).toBe(template.highlightImages.title);
    expect(highlightImage(template, 'topic-6')).toBe(template.highlightImages.topics[5]);
    expect(highlightImage(template, 'topic-7')).toBe(template.imageSrc);
  });

  it('draws a preview at 16:9 and in a pair’s colours from the same layout', () => {
    const svg = templatePreviewSvg(3, {
      ...ABSTRACT_SIZES.wide,
      primary: '#040D4D',
      secondary: '#ED9C1C',
    });
    expect(svg).toContain('viewBox="0 0 1200 675"');
    expect(svg).toContain('#040D4D');
    expect(svg).toContain('#ED9C1C');
  });
});

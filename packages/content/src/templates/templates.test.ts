// The built-in templates the build makes from the library (scripts/setup.sh builds it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { libraryTemplateSchema, parseSlideDocument } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIBRARY } from '../library.ts';

const templates = (
  JSON.parse(readFileSync(path.join(DEFAULT_LIBRARY, 'templates.json'), 'utf8')) as unknown[]
).map((template) => libraryTemplateSchema.parse(template));

describe('the built-in templates', () => {
  it('are at least 24: graphical abstracts, slides, posters and infographics, each with its own id', () => {
    expect(templates.length).toBeGreaterThanOrEqual(24);
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.type))).toEqual(
      new Set(['abstract', 'slide', 'poster', 'infographic']),
    );
  });

  it('are valid slide documents whose illustrations carry their licence and author', () => {
    for (const template of templates) {
      const document = parseSlideDocument(template.document);
      const illustrations = document.elements.filter((element) => element.type === 'illustration');
      expect(illustrations.length, template.id).toBeGreaterThanOrEqual(2);
      for (const element of illustrations) {
        expect(element.licence?.url, template.id).toMatch(/^https?:\/\//);
        expect(element.author?.name, template.id).toBeTruthy();
      }
      expect(illustrations.map((element) => element.assetId)).toEqual(
        template.items.map((item) => item.id),
      );
      // The size "Use template" gives the new creation is the document's.
      expect([document.width, document.height]).toEqual([template.width, template.height]);
    }
  });

  it('each have a preview drawn by the export renderer', () => {
    for (const template of templates) {
      const png = readFileSync(path.join(DEFAULT_LIBRARY, 'templates', `${template.id}.png`));
      expect(png.subarray(1, 4).toString(), template.id).toBe('PNG');
      // Not a blank: a drawn page compresses to more than a few hundred bytes.
      expect(png.length, template.id).toBeGreaterThan(2000);
    }
  });
});

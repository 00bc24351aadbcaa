// The built-in templates the build makes from the library (scripts/setup.sh builds it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { libraryTemplateSchema, parseSlideDocument } from '@figura/sdk-core/schema';
import { describe, expect, it } from 'vitest';
import { profileById, preflight } from '@figura/sdk-core/preflight';
import { DEFAULT_LIBRARY, readItems } from '../library.ts';
import { showsConcept } from './build.ts';
import { ABSTRACT_JOURNALS } from './journal-templates.ts';
import { TEMPLATE_THEMES } from './themes.ts';

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

  it('are illustrated by meaning: each picture shows the concept of its step', () => {
    const items = new Map(readItems().items.map((item) => [item.id, item]));
    for (const template of templates) {
      const { concepts } = TEMPLATE_THEMES.find((theme) => theme.id === template.theme)!;
      template.items.forEach(({ id }, index) => {
        const item = items.get(id)!;
        // A journal's layout may leave a step out; the theme's own layouts keep their order.
        const expected = template.journal ? concepts : [concepts[index % concepts.length]!];
        expect(
          expected.some((concept) => showsConcept(item, concept)),
          `${template.id}: "${item.title}" for ${expected.map((c) => c.query).join(' or ')}`,
        ).toBe(true);
      });
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

describe('the graphical abstracts made for a journal', () => {
  const forJournals = templates.filter((template) => template.journal !== undefined);

  it('exist for every journal that asks for a graphical abstract, in its shape', () => {
    for (const journal of ABSTRACT_JOURNALS) {
      const own = forJournals.filter((template) => template.journal === journal.id);
      expect(own.length, journal.id).toBeGreaterThanOrEqual(1);
      for (const template of own)
        expect([template.width, template.height], template.id).toEqual([
          journal.canvas.width,
          journal.canvas.height,
        ]);
    }
    // Cell's square above all: the library's other abstracts are 1200 x 600.
    expect(
      forJournals.filter((template) => template.journal === 'cell').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('pass their journal’s preflight as served', () => {
    for (const template of forJournals) {
      const journal = profileById(template.journal!);
      const file = journal.files[0]!;
      const checked = preflight([parseSlideDocument(template.document)], journal, {
        width: file.width,
        unit: 'px',
        dpi: file.dpi,
        format: file.format,
      });
      expect(
        checked.problems
          .filter((problem) => problem.severity === 'error')
          .map((problem) => problem.message),
        template.id,
      ).toEqual([]);
    }
  });
});

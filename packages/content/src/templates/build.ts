// The built-in templates (issue: ≥ 24 made from the library): every theme in every layout, its
// illustrations found by the library's own search, validated as a slide document, with a preview
// drawn by the export's renderer. Written next to the library: templates.json, templates/<id>.png.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  libraryTemplateSchema,
  parseSlideDocument,
  type LibraryItem,
  type LibraryItemMeta,
  type LibraryTemplate,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { findIllustrationsThenIcons, type LibrarySearch } from '../search/browser.ts';
import { withDrawnDocument } from '@figura/export/renderer';
import { libraryFiles, openSearch, readItem, readItems } from '../library.ts';
import { ABSTRACT_JOURNALS, journalTemplate } from './journal-templates.ts';
import { TEMPLATE_LAYOUTS } from './layouts.ts';
import { TEMPLATE_THEMES, type TemplateConcept, type TemplateTheme } from './themes.ts';

/** Previews are this many pixels wide. */
export const TEMPLATE_PREVIEW_WIDTH = 480;

interface Library {
  dir: string;
  search: LibrarySearch;
  metas: ReadonlyMap<string, LibraryItemMeta>;
}

/** Whether an item shows a concept: its title or tags match the concept's pattern. */
export function showsConcept(
  item: Pick<LibraryItemMeta, 'title' | 'tags'>,
  concept: TemplateConcept,
): boolean {
  return new RegExp(concept.fits, 'i').test([item.title, ...item.tags].join(' | '));
}

/**
 * `count` illustrations for the theme: for each step's concept in turn, the best drawing (icons
 * only when no drawing fits) that shows it and is not taken yet. Fails, naming the concept, when
 * none fits: a template must not be illustrated by whatever the search found.
 */
function itemsFor(
  theme: TemplateTheme,
  count: number,
  { dir, search, metas }: Library,
): LibraryItem[] {
  const taken = new Set<string>();
  const items: LibraryItem[] = [];
  for (let i = 0; items.length < count; i++) {
    const concept = theme.concepts[i % theme.concepts.length]!;
    const hit = findIllustrationsThenIcons(search, concept.query, 60).find(
      (candidate) =>
        !taken.has(candidate.id) &&
        // The icon sets' "negative" pictograms are white on a dark tile: not a slide's picture.
        !/\bnegative\b/i.test(candidate.title) &&
        showsConcept(metas.get(candidate.id)!, concept),
    );
    if (!hit)
      throw new Error(
        `Template theme ${theme.id}: no library item for "${concept.query}" matches /${concept.fits}/i`,
      );
    taken.add(hit.id);
    items.push(readItem(metas.get(hit.id)!, dir));
  }
  return items;
}

function preview(document: SlideDocument): Promise<Buffer> {
  return withDrawnDocument(document, TEMPLATE_PREVIEW_WIDTH / document.width, (canvas) =>
    canvas.toBuffer('image/png'),
  );
}

export async function buildTemplates(
  dir: string,
  items: readonly LibraryItemMeta[] = readItems(dir).items,
): Promise<LibraryTemplate[]> {
  const templates: LibraryTemplate[] = [];
  mkdirSync(path.dirname(libraryFiles(dir).templatePreview('x')), { recursive: true });
  // Read once: the index and the items serve every template.
  const library: Library = {
    dir,
    search: openSearch(dir),
    metas: new Map(items.map((item) => [item.id, item])),
  };
  const add = async (
    template: Omit<LibraryTemplate, 'width' | 'height' | 'items'>,
    items: readonly LibraryItem[],
  ) => {
    const { document } = template;
    writeFileSync(libraryFiles(dir).templatePreview(template.id), await preview(document));
    // Validated as the API will serve it (one schema, sdk-core's).
    templates.push(
      libraryTemplateSchema.parse({
        ...template,
        width: document.width,
        height: document.height,
        items: items.map(({ id, title, licence, author, source }) => ({
          id,
          title,
          licence,
          author,
          source,
        })),
      }),
    );
  };
  for (const theme of TEMPLATE_THEMES)
    for (const layout of TEMPLATE_LAYOUTS) {
      const items = itemsFor(theme, layout.illustrations, library);
      await add(
        {
          id: `${theme.id}-${layout.id}`,
          title: `${theme.title} (${layout.title})`,
          type: layout.type,
          theme: theme.id,
          layout: layout.id,
          document: parseSlideDocument(layout.document(theme, items)),
        },
        items,
      );
    }
  // Each theme in each journal's shape, where its words fit the journal's sizes.
  for (const journal of ABSTRACT_JOURNALS)
    for (const [index, theme] of TEMPLATE_THEMES.entries()) {
      const made = journalTemplate(theme, itemsFor(theme, 4, library), journal, index);
      if (!made) continue;
      await add(
        {
          id: `${theme.id}-${journal.id}`,
          title: `${theme.title} (${journal.name})`,
          type: 'abstract',
          theme: theme.id,
          layout: `builder-${made.builderTemplate}`,
          journal: journal.id as LibraryTemplate['journal'],
          document: made.document,
        },
        made.items,
      );
    }
  // Previews of templates no longer made (a theme whose words stopped fitting a journal).
  const previews = path.dirname(libraryFiles(dir).templatePreview('x'));
  const made = new Set(
    templates.map((template) => path.basename(libraryFiles(dir).templatePreview(template.id))),
  );
  for (const file of readdirSync(previews)) if (!made.has(file)) rmSync(path.join(previews, file));
  writeFileSync(libraryFiles(dir).templates, JSON.stringify(templates));
  return templates;
}

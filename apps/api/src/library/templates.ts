import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_LIBRARY, libraryFiles } from '@figura/content/library';
import {
  LIBRARY_TEMPLATE_NOT_FOUND,
  NO_JOURNAL,
  type LibraryTemplate,
  type LibraryTemplateList,
  type LibraryTemplateListQuery,
  type LibraryTemplateSummary,
} from '@figura/sdk-core/schema';
import { notFound } from '../http/errors.ts';
import { builtOnce } from './library.ts';

/**
 * The library's built-in templates (templates.json, written and validated by the library's
 * build), read once on first use; previews are read from disk when asked for.
 */
export interface TemplateCatalogue {
  /** Changes whenever the templates are rebuilt: the ETag of every reply. */
  readonly fingerprint: string;
  list(query: LibraryTemplateListQuery): LibraryTemplateList;
  template(id: string): LibraryTemplate;
  preview(id: string): Buffer;
}

function loadTemplates(dir: string): TemplateCatalogue {
  const files = libraryFiles(dir);
  const text = readFileSync(files.templates, 'utf8');
  const templates = JSON.parse(text) as LibraryTemplate[];
  const byId = new Map(templates.map((template) => [template.id, template]));
  const summaries: LibraryTemplateSummary[] = templates.map(
    ({ document: _document, ...summary }) => summary,
  );
  const find = (id: string) => {
    const found = byId.get(id);
    if (!found) throw notFound(LIBRARY_TEMPLATE_NOT_FOUND);
    return found;
  };
  return {
    fingerprint: createHash('sha1').update(text).digest('hex'),
    list({ type, journal }) {
      const wanted = summaries.filter(
        (summary) =>
          (type === undefined || summary.type === type) &&
          (journal === undefined || (summary.journal ?? NO_JOURNAL) === journal),
      );
      return { total: wanted.length, templates: wanted };
    },
    template: find,
    preview: (id) => readFileSync(files.templatePreview(find(id).id)),
  };
}

/** The templates of the library in `dir`, loaded on first use; 503 (how to build) if never built. */
export function templateCatalogue(dir = DEFAULT_LIBRARY): () => TemplateCatalogue {
  return builtOnce(() => loadTemplates(dir));
}

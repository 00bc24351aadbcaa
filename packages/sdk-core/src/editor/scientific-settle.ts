// The editor store's commit step for scientific objects: nothing until a slide holds one, then
// `followScientific` (a stretched drawing redrawn, seated proteins moved), loaded on first need.
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import type { CommitOptions } from '../stores/editor-store';
import { isScientificElement } from '../schema/document/guards';
import type { followScientific } from './scientific-follow';

type Settle = (
  doc: SlideDocument,
  before: SlideDocument,
  changed: Set<string>,
  options: CommitOptions,
) => SlideDocument;

/**
 * The editor store's commit step for scientific objects (`settle`): nothing until a slide holds
 * one, then `followScientific`, loaded on first need. `prepare` starts loading it for a slide
 * that opens with one.
 */
export function scientificSettle(t: Translate): {
  settle: Settle;
  prepare: (doc: SlideDocument) => void;
} {
  let follow: typeof followScientific | null = null;
  let loadingFollow = false;
  const prepare = (doc: SlideDocument) => {
    if (loadingFollow || !doc.elements.some(isScientificElement)) return;
    loadingFollow = true;
    // Not loaded (offline, the editor closed meanwhile): the next commit tries again.
    import('./scientific-follow').then(
      (module) => (follow = module.followScientific),
      () => (loadingFollow = false),
    );
  };
  return {
    settle: (doc, before, changed, options) => {
      if (follow) return follow(doc, before, changed, t, options.snap);
      prepare(doc);
      return doc;
    },
    prepare,
  };
}

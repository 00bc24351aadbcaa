// What a journal's profile (sdk-core/preflight) asks of a built abstract, in the builder's terms:
// the smallest font size to build with, and which builder field an element id belongs to (so a
// preflight problem can send the author to the field to shorten).
import type { HighlightName } from './types';

// The builder sets type from it; the editor's new texts start there too.
export { minFontSizeFor } from '../preflight/print-scale';

export interface BuilderField {
  /** The part of the template (the UI's step and gallery image). */
  part: HighlightName;
  /** The field within it. */
  field: 'title' | 'highlight' | 'logo' | 'topicTitle' | 'topicDescription' | 'illustration' | null;
  /** For a topic's field, its index (0-based). */
  index?: number;
}

/** The builder field a built element stands for, or null for one the builder did not make. */
export function builderFieldOf(elementId: string): BuilderField | null {
  switch (elementId) {
    case 'abstract-title':
    case 'abstract-title-band':
      return { part: 'title', field: elementId === 'abstract-title' ? 'title' : null };
    case 'abstract-logo':
      return { part: 'title', field: 'logo' };
    case 'abstract-highlight':
    case 'abstract-highlight-shape':
      return { part: 'highlight', field: elementId === 'abstract-highlight' ? 'highlight' : null };
  }
  const topic = /^abstract-topic-(\d+)-(\w+)$/.exec(elementId);
  if (!topic) return elementId.startsWith('abstract-') ? { part: 'template', field: null } : null;
  const index = Number(topic[1]) - 1;
  const fields: Record<string, BuilderField['field']> = {
    title: 'topicTitle',
    description: 'topicDescription',
    illustration: 'illustration',
    placeholder: 'illustration',
  };
  return { part: `topic-${index + 1}`, field: fields[topic[2]!] ?? null, index };
}

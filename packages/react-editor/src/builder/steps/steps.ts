// The builder's guided steps, in order: one list for the tabs, the panels and Back / Next.
import { builderFieldOf } from '@figura/sdk-core/builder';

export const BUILDER_STEPS = ['template', 'colours', 'content', 'topics', 'export'] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

/** The step where the element `elementId` of a built abstract is edited (for preflight's problems). */
export function stepOfElement(elementId: string | undefined): BuilderStep {
  const field = elementId ? builderFieldOf(elementId) : null;
  if (!field) return 'export';
  if (field.part === 'title' || field.part === 'highlight') return 'content';
  if (field.part.startsWith('topic-')) return 'topics';
  return 'colours';
}

/** The topic (from 1) an element of a built abstract belongs to, if any. */
export function topicOfElement(elementId: string | undefined): number | null {
  const index = elementId ? builderFieldOf(elementId)?.index : undefined;
  return index === undefined ? null : index + 1;
}

import type { Creation, SlideSummary } from '../schema/creation';
import type { SlideDocument } from '../schema/document';
import { loadSchema } from '../schema/loader';
import type { SlideContentReply } from '../schema/replies';

/** What opening a creation needs first: the creation, its first slide and that slide's content. */
export interface FirstSlide {
  creation: Creation;
  slide: SlideSummary;
  /** The content reply as received (revision, dates; `content` as sent). */
  content: SlideContentReply;
  /**
   * The slide's document, migrated and validated (parseSlideDocument). Parsed as soon as it
   * arrives: in the embed that is while the editor's code is still loading.
   */
  document: SlideDocument;
}

export interface FirstSlideOptions {
  /**
   * Called once the slide's content has been asked for (or the creation could not be read): from
   * then on, other heavy work on the page (running the editor's code) no longer holds the
   * request up. Implementations that cannot tell may never call it.
   */
  onSlideRequested?: () => void;
}

/** The FirstSlide of a creation, its first slide and that slide's content reply. */
export async function firstSlideFrom(
  creation: Creation,
  slide: SlideSummary,
  content: SlideContentReply,
): Promise<FirstSlide> {
  const document = (await loadSchema()).parseSlideDocument(content.content);
  return { creation, slide, content, document };
}

/** The first slide (lowest position) of a creation. */
export function firstSlideOf(creation: Creation): SlideSummary {
  const slide = [...creation.slides].sort((a, b) => a.position - b.position)[0];
  if (!slide) throw new Error('This creation has no slides.');
  return slide;
}

/**
 * The id of the first slide in a creation reply as received, before it is validated (the
 * schemas may still be loading): only used to ask for that slide early. Undefined when the reply
 * does not look like a creation.
 */
export function firstSlideIdOfReply(reply: unknown): string | undefined {
  const slides = (reply as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return undefined;
  let first: { id: string; position: number } | undefined;
  for (const slide of slides as Array<{ id?: unknown; position?: unknown }>) {
    if (typeof slide?.id !== 'string' || typeof slide.position !== 'number') return undefined;
    if (!first || slide.position < first.position)
      first = { id: slide.id, position: slide.position };
  }
  return first?.id;
}

/** getFirstSlide for API implementations without a faster way: the two calls one after the other. */
export async function firstSlideByCalls(
  api: {
    getCreation(id: string): Promise<Creation>;
    getSlideContent(creationId: string, slideId: string): Promise<SlideContentReply>;
  },
  creationId: string,
): Promise<FirstSlide> {
  const creation = await api.getCreation(creationId);
  const slide = firstSlideOf(creation);
  const content = await api.getSlideContent(creationId, slide.id);
  return firstSlideFrom(creation, slide, content);
}

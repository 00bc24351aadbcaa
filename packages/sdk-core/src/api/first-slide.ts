import type { Creation, SlideSummary } from '../schema/creation';
import type { SlideContentReply } from '../schema/replies';
import type { FiguraApi } from './client';

/** What opening a creation needs first: the creation, its first slide and that slide's content. */
export interface FirstSlide {
  creation: Creation;
  slide: SlideSummary;
  /** Not yet validated: pass `content.content` to parseSlideDocument. */
  content: SlideContentReply;
}

/**
 * Loads a creation and its first slide's content (two calls, one after the other). Hosts may
 * start it before the editor's code has loaded and hand the promise to the editor.
 */
export async function loadFirstSlide(api: FiguraApi, creationId: string): Promise<FirstSlide> {
  const creation = await api.getCreation(creationId);
  const slide = [...creation.slides].sort((a, b) => a.position - b.position)[0];
  if (!slide) throw new Error('This creation has no slides.');
  const content = await api.getSlideContent(creationId, slide.id);
  return { creation, slide, content };
}

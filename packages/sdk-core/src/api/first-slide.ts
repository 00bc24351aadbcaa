import type { Creation, SlideSummary } from '../schema/contract/creation';
import type { SlideDocument } from '../schema/document/document';
import { CURRENT_SCHEMA_VERSION } from '../schema/document/empty-document';
import { formatIssues } from '../schema/document/issues';
import { loadSchema } from '../schema/loader';
import type { SlideContentReply } from '../schema/contract/replies';

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
  /**
   * Present when the replies were handed over as received (getFirstSlide's `checkLater`):
   * validates them exactly as getFirstSlide otherwise does, resolving with the validated first
   * slide or rejecting as getFirstSlide would have.
   */
  check?: () => Promise<FirstSlide>;
}

/**
 * The first slide cannot be opened: the creation has no slides (`no-slides`), or the slide is
 * not a Figura document (`unreadable`, `problem` naming where and what in the schema's words).
 * The message is for developers; the editor shows its own words for `reason`.
 */
export class FirstSlideError extends Error {
  override readonly name: string = 'FirstSlideError';
  readonly reason: 'no-slides' | 'unreadable';
  readonly problem: string | undefined;

  constructor(reason: 'no-slides' | 'unreadable', problem?: string, options?: { cause?: unknown }) {
    super(
      reason === 'no-slides'
        ? 'This creation has no slides.'
        : `This slide could not be opened: ${problem}`,
      options,
    );
    this.reason = reason;
    this.problem = problem;
  }
}

export interface FirstSlideOptions {
  /**
   * Resolve with the replies as received when they look like a creation and a document at the
   * current schema version (the API validated it when it was written), leaving validation to
   * `check()`: the editor draws first and validates right after, which at thousands of elements
   * takes a while. Anything else is validated before it resolves, as without this option.
   */
  checkLater?: boolean;
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
  const parsed = (await loadSchema()).safeParseSlideDocument(content.content);
  if (!parsed.success) {
    const problem =
      'issues' in parsed.error ? formatIssues(parsed.error.issues)[0] : parsed.error.message;
    throw new FirstSlideError('unreadable', problem, { cause: parsed.error });
  }
  const document = parsed.data;
  return { creation, slide, content, document };
}

/**
 * The first slide as received, if the replies look right: a creation with slides, and the
 * content of its first slide holding a document at the current schema version. Not validated.
 */
export function receivedFirstSlide(
  creationReply: unknown,
  contentReply: unknown,
): FirstSlide | undefined {
  const slideId = firstSlideIdOfReply(creationReply);
  const content = contentReply as SlideContentReply | null;
  const document = content?.content as Partial<SlideDocument> | null | undefined;
  if (
    slideId === undefined ||
    content?.id !== slideId ||
    document?.schemaVersion !== CURRENT_SCHEMA_VERSION ||
    !Array.isArray(document.elements)
  )
    return undefined;
  const creation = creationReply as Creation;
  return { creation, slide: firstSlideOf(creation), content, document: document as SlideDocument };
}

/** The first slide (lowest position) of a creation. */
export function firstSlideOf(creation: Creation): SlideSummary {
  const slide = [...creation.slides].sort((a, b) => a.position - b.position)[0];
  if (!slide) throw new FirstSlideError('no-slides');
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

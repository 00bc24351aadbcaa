// Reading a built abstract back into the builder ("nothing is lost either way"): the stored
// builder state, with what the document's elements say now laid over it, so words the author
// changed in the full editor come back into the builder's fields.
import type { StoredBuilderState, StoredTopic } from '../schema/document/builder-state';
import { BUILDER_TEXT_LIMITS } from '../schema/document/constants';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { ABSTRACT_IDS } from './element-ids';
import { builderText } from './builder-text';
import { fromStoredBuilderState } from './state';
import type { BuilderContentState } from './types';

/**
 * The stored builder state of a built document, made whole from its elements: the texts as the
 * document has them now (a placeholder still showing reads as empty), each shown topic's
 * illustration from its element, the logo's image from the logo element. Null for a slide the
 * builder did not make.
 */
export function storedBuilderStateFromDocument(doc: SlideDocument): StoredBuilderState | null {
  const stored = doc.builder;
  if (!stored) return null;
  const byId = new Map<string, FiguraElement>();
  for (const element of doc.elements) byId.set(element.id, element);

  /** What the textbox `id` says now; the stored text when it is gone; '' for a placeholder. */
  const textOf = (id: string, storedText: string, limit: number) => {
    const element = byId.get(id);
    if (element?.type !== 'textbox') return storedText;
    if (stored.placeholders[id] !== undefined && element.text === stored.placeholders[id])
      return storedText;
    return builderText(element.text, limit);
  };

  const topic = (saved: StoredTopic, index: number): StoredTopic => {
    const number = index + 1;
    const element = byId.get(ABSTRACT_IDS.topic(number, 'illustration'));
    const saysIllustration = element?.type === 'illustration';
    let illustration = saved.illustration;
    if (saysIllustration && element.licence && element.author) {
      // The element is the truth for the drawing and its credit; the title stays the item's.
      illustration = {
        id: element.assetId,
        title: saved.illustration?.title ?? (element.name?.trim() || element.assetId),
        licence: element.licence,
        author: element.author,
        ...(element.source ? { source: element.source } : {}),
        svg: element.svg,
      };
    } else if (!saysIllustration && !saved.illustration?.svg) {
      // The drawing was only in the element, and the element is gone.
      illustration = null;
    }
    return {
      title: textOf(
        ABSTRACT_IDS.topic(number, 'title'),
        saved.title,
        BUILDER_TEXT_LIMITS.topicTitle,
      ),
      description: textOf(
        ABSTRACT_IDS.topic(number, 'description'),
        saved.description,
        BUILDER_TEXT_LIMITS.topicDescription,
      ),
      illustration,
    };
  };

  const logoElement = byId.get(ABSTRACT_IDS.logo);
  const logoContent =
    logoElement?.type === 'upload' &&
    /^data:image\/(png|jpeg|svg\+xml);base64,/.test(logoElement.src)
      ? logoElement.src
      : stored.content.logo?.content;
  return {
    ...stored,
    content: {
      title: textOf(ABSTRACT_IDS.title, stored.content.title, BUILDER_TEXT_LIMITS.title),
      highlight: textOf(
        ABSTRACT_IDS.highlight,
        stored.content.highlight,
        BUILDER_TEXT_LIMITS.highlight,
      ),
      logo:
        stored.content.logo && logoContent
          ? { name: stored.content.logo.name, content: logoContent }
          : null,
    },
    topics: stored.topics.map(topic),
  };
}

/** The builder state a built document came from (see storedBuilderStateFromDocument), or null. */
export function builderStateFromDocument(doc: SlideDocument): BuilderContentState | null {
  const stored = storedBuilderStateFromDocument(doc);
  return stored ? fromStoredBuilderState(stored) : null;
}

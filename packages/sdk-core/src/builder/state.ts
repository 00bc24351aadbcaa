// The builder's content state: defaults, the stored form (what a document keeps, what a host
// sends) and back, and what changing template does to the topics.
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_TOPICS,
  BUILDER_TEXT_LIMITS,
  type BuilderColorId,
  type BuilderTemplateId,
} from '../schema/document/constants';
import type { StoredBuilderState, StoredTopic } from '../schema/document/builder-state';
import { builderText } from './builder-text';
import { builderTemplate } from './images';
import { cleanLogo } from './logo';
import { sanitizeSvg } from '../svg/sanitize';
import type { BuilderColor, BuilderContentState, BuilderTopic, HighlightName } from './types';

export { builderText } from './builder-text';

/** The colour pair `id` (spec §3). */
export function builderColor(id: BuilderColorId): BuilderColor {
  const pair =
    BUILDER_COLOR_PAIRS.find((candidate) => candidate.id === id) ?? BUILDER_COLOR_PAIRS[0];
  return { id: pair.id, primary: pair.primary, secondary: pair.secondary };
}

/** The seven colour pairs, in order. */
export const builderColors = (): BuilderColor[] =>
  BUILDER_COLOR_PAIRS.map((pair) => builderColor(pair.id));

export const emptyTopic = (): BuilderTopic => ({ title: '', description: '', illustration: null });

const isEmptyTopic = (topic: BuilderTopic) =>
  topic.title.trim() === '' && topic.description.trim() === '' && topic.illustration === null;

/**
 * The topics for a template of `count` topics: the first `count` of all the author's topics
 * (padded with empty ones), the rest kept aside (trailing empty ones are dropped).
 */
export function arrangeTopics(
  all: readonly BuilderTopic[],
  count: number,
): { topics: BuilderTopic[]; topicsAside: BuilderTopic[] } {
  const topics = all.slice(0, count);
  while (topics.length < count) topics.push(emptyTopic());
  const topicsAside = all.slice(count);
  while (topicsAside.length > 0 && isEmptyTopic(topicsAside.at(-1)!)) topicsAside.pop();
  return { topics, topicsAside };
}

/**
 * What choosing template `id` changes: the template, and the topics kept (in order) and set
 * aside beyond its count (the store's chooseTemplate, and overflowsPerTemplate's what-if).
 */
export function templateChoice(
  content: Pick<BuilderContentState, 'topics' | 'topicsAside'>,
  id: BuilderTemplateId,
): Pick<BuilderContentState, 'template' | 'topics' | 'topicsAside'> {
  const template = builderTemplate(id);
  return {
    template,
    ...arrangeTopics([...content.topics, ...content.topicsAside], template.topicsCount),
  };
}

/** `name` if it names a part of a template of `count` topics, else the whole template. */
export function validHighlight(name: string, count: number): HighlightName {
  if (name === 'title' || name === 'highlight') return name;
  const topic = /^topic-(\d+)$/.exec(name);
  if (topic && Number(topic[1]) >= 1 && Number(topic[1]) <= count) return name as HighlightName;
  return 'template';
}

/** The state a builder starts with: a template and a colour pair, nothing typed. */
export function initialContentState(
  templateId: BuilderTemplateId = 1,
  colorId: BuilderColorId = 1,
): BuilderContentState {
  const template = builderTemplate(templateId);
  return {
    template,
    color: builderColor(colorId),
    content: { title: '', highlight: '', logo: null },
    ...arrangeTopics([], template.topicsCount),
    currentHighlight: { name: 'template' },
  };
}

function topicFromStored(topic: StoredTopic): BuilderTopic {
  const { illustration } = topic;
  return {
    title: builderText(topic.title, BUILDER_TEXT_LIMITS.topicTitle),
    description: builderText(topic.description, BUILDER_TEXT_LIMITS.topicDescription),
    illustration:
      illustration && illustration.svg
        ? {
            id: illustration.id,
            // A host's state may come from anywhere: its drawings go through the sanitiser
            // (clean SVG comes out unchanged).
            svg: sanitizeSvg(illustration.svg),
            title: illustration.title,
            licence: illustration.licence,
            author: illustration.author,
            ...(illustration.source ? { source: illustration.source } : {}),
          }
        : null,
  };
}

/** A stored logo as the store's setLogo would take it, or null when it would refuse it. */
function storedLogo(logo: StoredBuilderState['content']['logo']) {
  if (!logo?.content) return null;
  const cleaned = cleanLogo({ name: logo.name, content: logo.content });
  return typeof cleaned === 'string' ? null : cleaned;
}

/**
 * The content state of a stored one. Parts the stored form leaves to the document's elements
 * (an illustration without its SVG, a logo without its image) count as absent here: read a
 * document with builderStateFromDocument, which fills them in.
 */
export function fromStoredBuilderState(stored: StoredBuilderState): BuilderContentState {
  const template = builderTemplate(stored.template.id);
  const count = BUILDER_TEMPLATE_TOPICS[stored.template.id];
  const all = [...stored.topics, ...stored.topicsAside].map(topicFromStored);
  const logo = stored.content.logo;
  return {
    template,
    color: {
      id: stored.color.id,
      primary: stored.color.primary,
      secondary: stored.color.secondary,
    },
    content: {
      title: builderText(stored.content.title, BUILDER_TEXT_LIMITS.title),
      highlight: builderText(stored.content.highlight, BUILDER_TEXT_LIMITS.highlight),
      logo: storedLogo(logo),
    },
    // Shown topics first, then those set aside: a stored form with fewer topics than its
    // template gets the aside ones (or empty ones) in their places.
    ...arrangeTopics(all, count),
    currentHighlight: { name: validHighlight(stored.currentHighlight.name, count) },
  };
}

function topicToStored(topic: BuilderTopic, withSvg: boolean): StoredTopic {
  const { illustration } = topic;
  return {
    title: topic.title,
    description: topic.description,
    illustration: illustration
      ? {
          id: illustration.id,
          title: illustration.title,
          licence: illustration.licence,
          author: illustration.author,
          ...(illustration.source ? { source: illustration.source } : {}),
          ...(withSvg ? { svg: illustration.svg } : {}),
        }
      : null,
  };
}

export interface ToStoredOptions {
  /**
   * Whether to leave out what a built document's elements hold (shown topics' SVG, the logo's
   * image). Default false: the whole state, as a host or another builder would receive it.
   */
  forDocument?: boolean;
  /** The placeholder texts the document shows (element id -> text). */
  placeholders?: Record<string, string>;
}

/** The stored form of a content state (see storedBuilderStateSchema). */
export function toStoredBuilderState(
  state: BuilderContentState,
  options: ToStoredOptions = {},
): StoredBuilderState {
  const full = !options.forDocument;
  const { logo } = state.content;
  return {
    version: 1,
    template: { id: state.template.id },
    color: { id: state.color.id, primary: state.color.primary, secondary: state.color.secondary },
    content: {
      title: state.content.title,
      highlight: state.content.highlight,
      logo: logo ? { name: logo.name, ...(full ? { content: logo.content } : {}) } : null,
    },
    topics: state.topics.map((topic) => topicToStored(topic, full)),
    // Topics set aside have no element: their drawings are kept here.
    topicsAside: state.topicsAside.map((topic) => topicToStored(topic, true)),
    currentHighlight: { name: state.currentHighlight.name },
    placeholders: { ...options.placeholders },
  };
}

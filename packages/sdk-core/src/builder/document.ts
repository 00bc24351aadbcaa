// The one document (issue 12, item 2): builder state in, the slide the editor edits out. Pure:
// the same state gives the same document, element by element, with ids stable per role.
import { CURRENT_SCHEMA_VERSION } from '../schema/document/empty-document';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import {
  BUILDER_TEMPLATE_TOPICS,
  MAX_ALT_TEXT,
  MAX_DESCRIPTION,
} from '../schema/document/constants';
import { creditsLine } from '../schema/rules/credits';
import { describedFigure } from '../describe/described-figure';
import type { Translate } from '../i18n/create-i18n';
import { ABSTRACT_IDS, type TopicPart } from './element-ids';
import {
  PAPER,
  circleElement,
  connectorElement,
  illustrationElement,
  logoElement,
  rectElement,
  textColourOn,
  textElement,
} from './document-elements';
import { englishCommonTranslator } from './english';
import type { AbstractLayout } from './layouts/kit';
import { emptyTopic, toStoredBuilderState } from './state';
import { fitText, type TextMeasure } from './text-fit';
import { planAbstractText, roleMinSize, type AbstractWords, type TextOverflow } from './text-plan';
import { roleMaxSize, TEXT_ROLES, type TextRole } from './text-roles';
import {
  ABSTRACT_SIZES,
  type AbstractSize,
  type AbstractSizeName,
  type BuilderContentState,
} from './types';

export interface BuildAbstractOptions {
  /** Translates placeholders, element names and the slide's description (default: English). */
  t?: Translate;
  /**
   * The smallest font size wanted (px), e.g. a journal's minimum (minFontSizeFor): texts are
   * set at this size or larger, in layouts that make room for it, unless one cannot fit its box
   * even so; then it is set smaller to fit, and the journal's preflight names it.
   */
  minFontSize?: number;
  /**
   * Measures text (createCanvasTextMeasure over a canvas with the bundled font loaded). Default:
   * a conservative estimate, which never overflows but sets text a little smaller.
   */
  measureText?: TextMeasure;
  /**
   * Whether empty fields show placeholder texts and frames (default true: the builder's
   * preview). False for a file to hand over: what the author left empty is left out.
   */
  placeholders?: boolean;
  /**
   * The face texts are set in (default Inter): the journal's, where it names one (bundledFaceFor).
   * `measureText` must measure this face.
   */
  fontFamily?: string;
}

const clip = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

/** A built abstract and the texts in it that do not fit their boxes at the smallest size. */
export interface BuiltAbstractDocument {
  document: SlideDocument;
  overflows: TextOverflow[];
  /** Where its parts went (the template's layout with room for the words). */
  layout: AbstractLayout;
}

/**
 * The slide document for `state` at `size` (default: the journal square, 1200 x 1200): the
 * template's layout in the state's colour pair, the author's words fitted to their boxes (a
 * placeholder where nothing is typed yet), the chosen illustrations and the logo, a slide alt
 * text and description drafted from the content, and the builder state that made it (so
 * builderStateFromDocument gives it back).
 */
export function buildAbstractDocument(
  state: BuilderContentState,
  size: AbstractSize | AbstractSizeName = 'square',
  options: BuildAbstractOptions = {},
): SlideDocument {
  return buildAbstract(state, size, options).document;
}

/**
 * buildAbstractDocument, with the texts that do not fit at `minFontSize` (set at it anyway,
 * running past their boxes: the builder tells the author how many words fit).
 */
export function buildAbstract(
  state: BuilderContentState,
  size: AbstractSize | AbstractSizeName = 'square',
  options: BuildAbstractOptions = {},
): BuiltAbstractDocument {
  const t = options.t ?? englishCommonTranslator();
  const withPlaceholders = options.placeholders !== false;
  const minimum = Math.max(0, options.minFontSize ?? 0);
  const { width, height } = typeof size === 'string' ? ABSTRACT_SIZES[size] : size;
  const { primary, secondary } = state.color;
  const short = Math.min(width, height);
  const onPrimary = textColourOn(primary);
  const onSecondary = textColourOn(secondary);
  const placeholders: Record<string, string> = {};
  /** The author's words, the placeholder for an empty field (remembered as such), or null. */
  const words = (id: string, typed: string, placeholder: () => string): string | null => {
    if (typed.trim() !== '') return typed;
    if (!withPlaceholders) return null;
    const text = placeholder();
    placeholders[id] = text;
    return text;
  };
  const maxSize = (role: TextRole) => roleMaxSize(role, short, minimum);
  const measure = options.measureText;
  const family = options.fontFamily;
  const styleOf = (role: TextRole) => ({
    bold: role.bold,
    lineHeight: role.lineHeight,
    maxSize: maxSize(role),
    minSize: roleMinSize(role, minimum),
    measure,
    family,
  });

  // Placeholders too long for their boxes at a journal's size give way to short ones.
  const shortened = new Set<string>();
  const placeholder = (id: string, long: string, brief: string) =>
    t(`builder.placeholders.${shortened.has(id) ? brief : long}`);
  const wordsOfFields = () => ({
    title: words(ABSTRACT_IDS.title, state.content.title, () =>
      placeholder(ABSTRACT_IDS.title, 'title', 'titleShort'),
    ),
    highlight: words(ABSTRACT_IDS.highlight, state.content.highlight, () =>
      placeholder(ABSTRACT_IDS.highlight, 'highlight', 'highlightShort'),
    ),
    topics: Array.from({ length: BUILDER_TEMPLATE_TOPICS[state.template.id] }, (_, i) => {
      const number = i + 1;
      const topic = state.topics[i] ?? emptyTopic();
      const description = ABSTRACT_IDS.topic(number, 'description');
      return {
        title: words(ABSTRACT_IDS.topic(number, 'title'), topic.title, () =>
          t('builder.placeholders.topicTitle', { number }),
        ),
        description: words(description, topic.description, () =>
          placeholder(description, 'topicDescription', 'topicDescriptionShort'),
        ),
      };
    }),
  });
  const planFor = (fields: AbstractWords) =>
    planAbstractText(state.template.id, width, height, fields, { minimum, measure });
  let fields = wordsOfFields();
  let plan = planFor(fields);
  if ((plan.departure > 0 || plan.overflows.length > 0) && Object.keys(placeholders).length > 0) {
    // Placeholders should neither cost the design its room nor show cut short (a new abstract
    // would open with texts "too long" that nobody typed): long ones give way to short ones
    // when that leaves fewer texts too long, or the template closer to its design.
    for (const id of Object.keys(placeholders)) shortened.add(id);
    const shorter = wordsOfFields();
    const replanned = planFor(shorter);
    const over = (candidate: typeof plan) => candidate.overflows.length;
    if (
      over(replanned) < over(plan) ||
      (over(replanned) === over(plan) && replanned.departure < plan.departure)
    ) {
      fields = shorter;
      plan = replanned;
    } else {
      shortened.clear();
      fields = wordsOfFields(); // the placeholders as they were
    }
  }
  const descriptionIds = fields.topics.map((_, i) => ABSTRACT_IDS.topic(i + 1, 'description'));
  if (plan.overflows.length > 0 && descriptionIds.every((id) => placeholders[id] !== undefined)) {
    // No description typed: the topic titles may have the descriptions' room (as in the file
    // the journal gets) when sample descriptions would cut them short.
    const titlesOnly = {
      ...fields,
      topics: fields.topics.map((topic) => ({ ...topic, description: null })),
    };
    const replanned = planFor(titlesOnly);
    if (replanned.overflows.length < plan.overflows.length) {
      fields = titlesOnly;
      plan = replanned;
      for (const id of descriptionIds) delete placeholders[id];
    }
  }
  const { overflows } = plan;
  const layout = layoutOnSlide(plan.layout, width, height);
  const { title, highlight: finding, topics: topicWords } = fields;

  const shapes: FiguraElement[] = [rectElement(ABSTRACT_IDS.titleBand, layout.band, primary)];
  const connectors: FiguraElement[] = [];
  const pictures: FiguraElement[] = [];
  const texts: FiguraElement[] = [];
  const radius = short * 0.015;

  if (title !== null) {
    texts.push(
      textElement(ABSTRACT_IDS.title, layout.title, title, {
        ...styleOf(TEXT_ROLES.title),
        name: t('builder.roles.title'),
        fill: onPrimary,
        vertical: 'middle',
      }),
    );
  }
  if (state.content.logo) {
    pictures.push(
      logoElement(ABSTRACT_IDS.logo, layout.logo, state.content.logo, t('builder.roles.logo')),
    );
  }

  const { highlight } = layout;
  shapes.push(
    highlight.shape === 'circle'
      ? circleElement(ABSTRACT_IDS.highlightShape, highlight.box, primary)
      : rectElement(ABSTRACT_IDS.highlightShape, highlight.box, primary, radius),
  );
  if (finding !== null) {
    texts.push(
      textElement(ABSTRACT_IDS.highlight, highlight.text, finding, {
        ...styleOf(TEXT_ROLES.highlight),
        // A narrow column (template 3) would otherwise hold a word a line.
        maxSize: Math.max(
          roleMinSize(TEXT_ROLES.highlight, minimum),
          Math.round(Math.min(maxSize(TEXT_ROLES.highlight), highlight.text.width / 9)),
        ),
        name: t('builder.roles.highlight'),
        fill: onPrimary,
        align: 'center',
        vertical: 'middle',
      }),
    );
  }

  layout.connectors.forEach((slot, i) => {
    connectors.push(
      connectorElement(ABSTRACT_IDS.connector(i + 1), slot, primary, Math.max(2, short * 0.005)),
    );
  });

  // One size per role for all the cards: topics side by side read as a set only at the same size.
  /**
   * The size every topic's `part` is set at: the largest that fits them all, but not below the
   * role's smallest (a topic that cannot fit at it runs past its box: an overflow).
   */
  const sharedSize = (part: 'title' | 'description', role: TextRole) => {
    const style = styleOf(role);
    const fits = layout.topics.flatMap((slot, i) => {
      const text = topicWords[i]![part];
      return text === null
        ? []
        : [fitText(text, slot[part].width, slot[part].height, style).fontSize];
    });
    return Math.max(Math.min(style.maxSize, ...fits), Math.min(style.maxSize, style.minSize));
  };
  const titleSize = sharedSize('title', TEXT_ROLES.topicTitle);
  const descriptionSize = sharedSize('description', TEXT_ROLES.topicDescription);

  layout.topics.forEach((slot, i) => {
    const number = i + 1;
    const topic = state.topics[i] ?? emptyTopic();
    const id = (part: TopicPart) => ABSTRACT_IDS.topic(number, part);
    // A squarish card centres its words, unless a step number sits beside the title: then the
    // title and its description both start at the left.
    const align = slot.card.width / slot.card.height < 1.25 && !slot.badge ? 'center' : 'left';
    shapes.push(rectElement(id('card'), slot.card, secondary, radius));
    if (topic.illustration) {
      pictures.push(illustrationElement(id('illustration'), slot.illustration, topic.illustration));
    } else if (withPlaceholders) {
      // An empty frame where the illustration will go.
      shapes.push(rectElement(id('placeholder'), slot.illustration, PAPER, radius));
    }
    if (slot.badge) {
      shapes.push(circleElement(id('badge'), slot.badge, primary));
      texts.push(
        textElement(id('number'), slot.badge, String(number), {
          name: t('builder.roles.stepNumber', { number }),
          fill: onPrimary,
          maxSize: Math.max(Math.round(slot.badge.height * 0.5), Math.ceil(minimum)),
          minSize: Math.ceil(minimum),
          measure,
          family,
          bold: true,
          align: 'center',
          vertical: 'middle',
        }),
      );
    }
    const { title: topicTitle, description } = topicWords[i]!;
    if (topicTitle !== null) {
      texts.push(
        textElement(id('title'), slot.title, topicTitle, {
          ...styleOf(TEXT_ROLES.topicTitle),
          maxSize: titleSize,
          name: t('builder.roles.topicTitle', { number }),
          fill: onSecondary,
          align,
          vertical: 'middle',
        }),
      );
    }
    if (description !== null) {
      texts.push(
        textElement(id('description'), slot.description, description, {
          ...styleOf(TEXT_ROLES.topicDescription),
          maxSize: descriptionSize,
          name: t('builder.roles.topicDescription', { number }),
          fill: onSecondary,
          align,
        }),
      );
    }
  });

  // A text that runs past its box (too long at the smallest size) stays on the slide.
  const onSlide = texts.map((text) =>
    text.type === 'textbox' && text.top + text.height > height
      ? { ...text, top: Math.max(0, height - text.height) }
      : text,
  );
  const elements = [...shapes, ...connectors, ...pictures, ...onSlide];
  const document: SlideDocument = {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width,
    height,
    background: PAPER,
    elements,
    alt: clip(
      state.content.title.trim()
        ? t('builder.document.alt', { title: state.content.title.trim() })
        : t('builder.document.altUntitled'),
      MAX_ALT_TEXT,
    ),
    description: clip(describeAbstract(state, elements, t), MAX_DESCRIPTION),
    // A draft: it follows the figure once the editor changes what it names.
    descriptionDraftOf: describedFigure({ elements }),
    builder: toStoredBuilderState(state, { forDocument: true, placeholders }),
  };
  return { document, overflows, layout };
}

/**
 * The slide's long description, for readers who cannot see it: the title, the key finding, the
 * topics in order with their illustrations, how the template joins them, and the credits. Only
 * what the author wrote is described (placeholders are not).
 */
function describeAbstract(
  state: BuilderContentState,
  elements: readonly FiguraElement[],
  t: Translate,
): string {
  const lines: string[] = [];
  const title = state.content.title.trim();
  lines.push(title ? t('builder.document.titled', { title }) : t('builder.document.untitled'));
  const highlight = state.content.highlight.trim();
  if (highlight) lines.push(t('builder.document.keyFinding', { highlight }));
  const described = state.topics
    .map((topic, i) => ({ topic, number: i + 1 }))
    .filter(({ topic }) => topic.title.trim() || topic.description.trim() || topic.illustration);
  if (described.length > 0) {
    lines.push(t('builder.document.topics', { count: described.length }));
    for (const { topic, number } of described) {
      const parts = [topic.title.trim(), topic.description.trim()].filter(Boolean).join(': ');
      const item = topic.illustration
        ? t('builder.document.topicWithIllustration', {
            number,
            text: parts || topic.illustration.title,
            illustration: topic.illustration.title,
          })
        : t('builder.document.topic', { number, text: parts });
      lines.push(item);
    }
    lines.push(t(`builder.templates.${state.template.id}.flow`));
  }
  const credits = creditsLine(elements);
  if (credits) lines.push(t('describe.credits', { credits }));
  return lines.join('\n');
}

/**
 * Every box of `value` (a layout) kept on the slide: minimum sizes that leave a template no room
 * (a journal's 50 px on a 675 px slide) pushed the last row of cards below it; they now sit,
 * flattened at worst, at its foot. Boxes already on the slide are returned as they are.
 */
function layoutOnSlide<T>(value: T, width: number, height: number): T {
  if (Array.isArray(value))
    return value.map((item: unknown) => layoutOnSlide(item, width, height)) as T;
  if (value === null || typeof value !== 'object') return value;
  const box = value as Record<string, unknown>;
  const entries = Object.entries(box).map(([key, item]) => [
    key,
    layoutOnSlide(item, width, height),
  ]);
  const next = Object.fromEntries(entries) as Record<string, unknown>;
  if (['left', 'top', 'width', 'height'].every((key) => typeof box[key] === 'number')) {
    const w = Math.min(box.width as number, width);
    const h = Math.min(box.height as number, height);
    next.width = w;
    next.height = h;
    next.left = Math.max(0, Math.min(box.left as number, width - w));
    next.top = Math.max(0, Math.min(box.top as number, height - h));
  }
  return next as T;
}

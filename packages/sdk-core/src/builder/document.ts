// The one document (issue 12, item 2): builder state in, the slide the editor edits out. Pure:
// the same state gives the same document, element by element, with ids stable per role.
import { CURRENT_SCHEMA_VERSION } from '../schema/empty-document';
import type { SlideDocument } from '../schema/document';
import type { FiguraElement } from '../schema/elements';
import { MAX_ALT_TEXT, MAX_DESCRIPTION } from '../schema/constants';
import { creditsLine } from '../schema/credits';
import type { Translate } from '../i18n/create-i18n';
import { ABSTRACT_IDS } from './element-ids';
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
import { layoutOf } from './layouts/layouts';
import { emptyTopic, toStoredBuilderState } from './state';
import { fitText, type TextStyle } from './text-fit';
import type { Box, TopicSlot } from './layouts/kit';
import {
  ABSTRACT_SIZES,
  type AbstractSize,
  type AbstractSizeName,
  type BuilderContentState,
} from './types';

export interface BuildAbstractOptions {
  /** Translates placeholders, element names and the slide's description (default: English). */
  t?: Translate;
}

const clip = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

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
  const t = options.t ?? englishCommonTranslator();
  const { width, height } = typeof size === 'string' ? ABSTRACT_SIZES[size] : size;
  const layout = layoutOf(state.template.id, width, height);
  const { primary, secondary } = state.color;
  const short = Math.min(width, height);
  const onPrimary = textColourOn(primary);
  const onSecondary = textColourOn(secondary);
  const placeholders: Record<string, string> = {};
  /** The author's words, or the placeholder for an empty field (remembered as such). */
  const words = (id: string, typed: string, placeholder: () => string) => {
    if (typed.trim() !== '') return typed;
    const text = placeholder();
    placeholders[id] = text;
    return text;
  };

  const shapes: FiguraElement[] = [rectElement(ABSTRACT_IDS.titleBand, layout.band, primary)];
  const connectors: FiguraElement[] = [];
  const pictures: FiguraElement[] = [];
  const texts: FiguraElement[] = [];
  const radius = short * 0.015;

  texts.push(
    textElement(
      ABSTRACT_IDS.title,
      layout.title,
      words(ABSTRACT_IDS.title, state.content.title, () => t('builder.placeholders.title')),
      {
        name: t('builder.roles.title'),
        fill: onPrimary,
        maxSize: Math.round(short * 0.045),
        bold: true,
        vertical: 'middle',
        lineHeight: 1.1,
      },
    ),
  );
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
  texts.push(
    textElement(
      ABSTRACT_IDS.highlight,
      highlight.text,
      words(ABSTRACT_IDS.highlight, state.content.highlight, () =>
        t('builder.placeholders.highlight'),
      ),
      {
        name: t('builder.roles.highlight'),
        fill: onPrimary,
        // A narrow column (template 3) would otherwise hold a word a line.
        maxSize: Math.round(Math.min(short * 0.04, highlight.text.width / 9)),
        bold: true,
        align: 'center',
        vertical: 'middle',
      },
    ),
  );

  layout.connectors.forEach((slot, i) => {
    connectors.push(
      connectorElement(ABSTRACT_IDS.connector(i + 1), slot, primary, Math.max(2, short * 0.005)),
    );
  });

  // Every topic's words (or placeholders), then one size per role for all the cards: topics
  // side by side read as a set only at the same size.
  const topicWords = layout.topics.map((_, i) => {
    const number = i + 1;
    const topic = state.topics[i] ?? emptyTopic();
    return {
      title: words(ABSTRACT_IDS.topic(number, 'title'), topic.title, () =>
        t('builder.placeholders.topicTitle', { number }),
      ),
      description: words(ABSTRACT_IDS.topic(number, 'description'), topic.description, () =>
        t('builder.placeholders.topicDescription'),
      ),
    };
  });
  const titleStyle = { bold: true, lineHeight: 1.1, maxSize: Math.round(short * 0.03) };
  const descriptionStyle = { lineHeight: 1.2, maxSize: Math.round(short * 0.022) };
  const sharedSize = (
    pick: (slot: TopicSlot) => Box,
    text: (i: number) => string,
    style: TextStyle & { maxSize: number },
  ) =>
    Math.min(
      style.maxSize,
      ...layout.topics.map(
        (slot, i) => fitText(text(i), pick(slot).width, pick(slot).height, style).fontSize,
      ),
    );
  const titleSize = sharedSize(
    (slot) => slot.title,
    (i) => topicWords[i]!.title,
    titleStyle,
  );
  const descriptionSize = sharedSize(
    (slot) => slot.description,
    (i) => topicWords[i]!.description,
    descriptionStyle,
  );

  layout.topics.forEach((slot, i) => {
    const number = i + 1;
    const topic = state.topics[i] ?? emptyTopic();
    const id = (part: Parameters<typeof ABSTRACT_IDS.topic>[1]) => ABSTRACT_IDS.topic(number, part);
    const centred = slot.card.width / slot.card.height < 1.25;
    shapes.push(rectElement(id('card'), slot.card, secondary, radius));
    if (topic.illustration) {
      pictures.push(illustrationElement(id('illustration'), slot.illustration, topic.illustration));
    } else {
      // An empty frame where the illustration will go.
      shapes.push(rectElement(id('placeholder'), slot.illustration, PAPER, radius));
    }
    if (slot.badge) {
      shapes.push(circleElement(id('badge'), slot.badge, primary));
      texts.push(
        textElement(id('number'), slot.badge, String(number), {
          name: t('builder.roles.stepNumber', { number }),
          fill: onPrimary,
          maxSize: Math.round(slot.badge.height * 0.5),
          bold: true,
          align: 'center',
          vertical: 'middle',
        }),
      );
    }
    texts.push(
      textElement(id('title'), slot.title, topicWords[i]!.title, {
        ...titleStyle,
        maxSize: titleSize,
        name: t('builder.roles.topicTitle', { number }),
        fill: onSecondary,
        align: centred && !slot.badge ? 'center' : 'left',
        vertical: 'middle',
      }),
      textElement(id('description'), slot.description, topicWords[i]!.description, {
        ...descriptionStyle,
        maxSize: descriptionSize,
        name: t('builder.roles.topicDescription', { number }),
        fill: onSecondary,
        align: centred ? 'center' : 'left',
      }),
    );
  });

  const elements = [...shapes, ...connectors, ...pictures, ...texts];
  return {
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
    builder: toStoredBuilderState(state, { forDocument: true, placeholders }),
  };
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

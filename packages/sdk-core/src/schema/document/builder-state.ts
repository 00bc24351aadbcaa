import { z } from './zod';
import { text } from './strings';
import {
  BUILDER_COLOR_PAIRS,
  BUILDER_TEMPLATE_IDS,
  BUILDER_TEXT_LIMITS,
  LIBRARY_ITEM_ID,
  MAX_BUILDER_TOPICS,
} from './constants';
import { authorSchema, licenceSchema, sourceSchema } from './elements/attribution';
import { safeSvg } from './elements/base';
import { imageSrcSchema } from './elements/media';

/**
 * The graphical-abstract builder's state as a document keeps it and a host may send it (spec §3
 * names): what the author chose and typed. What is derived is left out (a template's images, the
 * suggestions) and so is what the document's elements already hold: a shown topic's illustration
 * SVG and the logo's image are read back from the elements by id (builderStateFromDocument), so
 * a large logo is not stored twice. A host sending a whole state includes them.
 */

const hexColour = text().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #rrggbb colour');

/** Where a part of the template is being edited: the template as a whole, or one of its parts. */
export const BUILDER_HIGHLIGHT_NAME = /^(template|title|highlight|topic-[1-9])$/;

/** Ids of the elements the builder makes: `abstract-` and a role (`abstract-topic-3-title`). */
export const BUILDER_ELEMENT_ID = /^abstract-[a-z0-9-]+$/;

/** The logo: a PNG, JPEG or SVG upload as a base64 data: URL (SVG as the sanitiser writes it). */
export const builderLogoContentSchema = imageSrcSchema.refine(
  (src) => /^data:image\/(png|jpeg|svg\+xml);base64,/.test(src),
  'The logo must be a PNG, JPEG or SVG image',
);

export const storedTopicIllustrationSchema = z.object({
  /** The library item's id (`<source>/<slug>`). */
  id: text().max(200).regex(LIBRARY_ITEM_ID, 'Expected <source>/<slug>'),
  title: text().trim().min(1).max(300),
  licence: licenceSchema,
  author: authorSchema,
  source: sourceSchema.optional(),
  /** Left out when the document's illustration element holds it. */
  svg: safeSvg.optional(),
});

export const storedTopicSchema = z.object({
  title: text().max(BUILDER_TEXT_LIMITS.topicTitle).default(''),
  description: text().max(BUILDER_TEXT_LIMITS.topicDescription).default(''),
  illustration: storedTopicIllustrationSchema.nullable().default(null),
});

const colourIds = BUILDER_COLOR_PAIRS.map((pair) => pair.id);

export const storedBuilderStateSchema = z.object({
  /** The stored form's version: later forms migrate from it. */
  version: z.literal(1).default(1),
  template: z.object({
    id: z.literal(BUILDER_TEMPLATE_IDS),
  }),
  color: z.object({
    id: z.literal(colourIds),
    primary: hexColour,
    secondary: hexColour,
  }),
  content: z.object({
    title: text().max(BUILDER_TEXT_LIMITS.title).default(''),
    highlight: text().max(BUILDER_TEXT_LIMITS.highlight).default(''),
    logo: z
      .object({
        name: text().max(BUILDER_TEXT_LIMITS.logoName),
        /** Left out when the document's logo element holds it. */
        content: builderLogoContentSchema.optional(),
      })
      .nullable()
      .default(null),
  }),
  /** The template's topics, in order. */
  topics: z.array(storedTopicSchema).max(MAX_BUILDER_TOPICS),
  /** Topics beyond a smaller template's count, kept for when the author switches back. */
  topicsAside: z.array(storedTopicSchema).max(MAX_BUILDER_TOPICS).default([]),
  currentHighlight: z
    .object({ name: text().regex(BUILDER_HIGHLIGHT_NAME, 'Unknown template part') })
    .default({ name: 'template' }),
  /**
   * The placeholder texts a built document shows for what the author left empty (element id ->
   * text), so reading the document back tells a placeholder from typed words in any language.
   */
  placeholders: z
    .record(text().regex(BUILDER_ELEMENT_ID, 'Not a builder element id'), text().max(300))
    .refine((record) => Object.keys(record).length <= 64, 'Too many placeholders')
    .default({}),
});

export type StoredBuilderState = z.infer<typeof storedBuilderStateSchema>;
export type StoredBuilderStateInput = z.input<typeof storedBuilderStateSchema>;
export type StoredTopic = z.infer<typeof storedTopicSchema>;
export type StoredTopicIllustration = z.infer<typeof storedTopicIllustrationSchema>;

import { z } from './zod';
import { text } from './strings';
import {
  CANVAS_MAX,
  CANVAS_MIN,
  MAX_ALT_TEXT,
  MAX_DESCRIPTION,
  MAX_ELEMENTS_PER_SLIDE,
} from './constants';
import { elementSchema, type FiguraElement } from './elements';
import { storedBuilderStateSchema } from './builder-state';
import { journalChoiceSchema } from './journal-choice';

import { CURRENT_SCHEMA_VERSION } from './schema-version';

export { CURRENT_SCHEMA_VERSION } from './schema-version';

export const canvasDimensionSchema = z
  .number()
  .int('Canvas size must be a whole number of pixels')
  .min(CANVAS_MIN, `Canvas size must be at least ${CANVAS_MIN} px`)
  .max(CANVAS_MAX, `Canvas size must be at most ${CANVAS_MAX} px`);

/** One slide's content: the document Figura owns (ARCHITECTURE §2). */
export const slideDocumentSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    width: canvasDimensionSchema,
    height: canvasDimensionSchema,
    background: text()
      .max(64)
      .regex(/^(#[0-9a-fA-F]{3,8}|transparent|[a-zA-Z]+)$/, 'Invalid colour')
      .default('#ffffff'),
    elements: z.array(elementSchema).max(MAX_ELEMENTS_PER_SLIDE),
    /** The slide's short alternative text: its accessible name, an SVG's `<title>`. */
    alt: text().max(MAX_ALT_TEXT).optional(),
    /**
     * A long description for readers who cannot see the figure (drafted from it with
     * draftDescription, then edited): an SVG's `<desc>`, a PDF's subject.
     */
    description: text().max(MAX_DESCRIPTION).optional(),
    /**
     * Set while the description is a draft Figura wrote and no one has edited since: the
     * signature of the figure it describes (describedFigure), so the draft follows the figure.
     */
    descriptionDraftOf: text().max(16).optional(),
    /**
     * The graphical-abstract builder's state that built this slide, so the builder reopens it
     * (see @figura/sdk-core/builder). Absent on slides the builder did not make.
     */
    builder: storedBuilderStateSchema.optional(),
    /** The journal it is made for and the article's licence, as Preflight's choices left them. */
    journal: journalChoiceSchema.optional(),
  })
  .superRefine((doc, ctx) => {
    // Ids are unique across the whole slide, inside groups too: comments point at them.
    const seen = new Set<string>();
    let count = 0;
    const visit = (elements: readonly FiguraElement[], path: (string | number)[]) => {
      elements.forEach((element, index) => {
        count++;
        if (seen.has(element.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, index, 'id'],
            message: `Duplicate element id ${element.id}`,
          });
        }
        seen.add(element.id);
        if (element.type === 'group') visit(element.elements, [...path, index, 'elements']);
      });
    };
    visit(doc.elements, ['elements']);
    if (count > MAX_ELEMENTS_PER_SLIDE) {
      ctx.addIssue({
        code: 'custom',
        path: ['elements'],
        message: `A slide holds ${MAX_ELEMENTS_PER_SLIDE} elements at most, groups included`,
      });
    }
  });

export type SlideDocument = z.infer<typeof slideDocumentSchema>;
export type SlideDocumentInput = z.input<typeof slideDocumentSchema>;

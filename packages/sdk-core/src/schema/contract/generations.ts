// Image generation (the `generation` element): a prompt sent, as a job, to the image-generation
// service the deployment names; the picture comes back as a stored file. docs/image-generation.md.
import { z } from '../document/zod';
import { text } from '../document/strings';
import { fileIdSchema } from './files';

/** The longest prompt (the element keeps it; providers take about this much). */
export const MAX_PROMPT_LENGTH = 4000;

/** The picture's shape: the sizes OpenAI-compatible image services draw. */
export const GENERATION_SHAPES = {
  square: { width: 1024, height: 1024 },
  landscape: { width: 1536, height: 1024 },
  portrait: { width: 1024, height: 1536 },
} as const;
export type GenerationShape = keyof typeof GENERATION_SHAPES;
export const GENERATION_SHAPE_NAMES = Object.keys(GENERATION_SHAPES) as GenerationShape[];

/** A deployment without a provider says so (503), in these words. */
export const GENERATION_UNAVAILABLE_MESSAGE =
  'Image generation is not set up on this server: its operator names an image-generation service ' +
  '(FIGURA_GENERATION_URL and FIGURA_GENERATION_KEY).';

/** POST /generations. */
export const generationRequestSchema = z.object({
  prompt: text().trim().min(1, 'Describe the picture').max(MAX_PROMPT_LENGTH),
  shape: z
    .enum(GENERATION_SHAPE_NAMES as [GenerationShape, ...GenerationShape[]])
    .default('square'),
});
export type GenerationRequest = z.input<typeof generationRequestSchema>;

export const GENERATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

export const generationParamsSchema = z.object({ generationId: z.uuid() });

/** A generation as it stands: its picture once done, why not when failed. */
export const generationReplySchema = z.object({
  id: z.uuid(),
  status: z.enum(GENERATION_STATUSES),
  /** 0-1. */
  progress: z.number().min(0).max(1),
  prompt: text(),
  /** The service that drew it (its host) and the model it named: the picture's provenance. */
  provider: text(),
  model: text().nullable(),
  /** The stored picture (`figura-file:<file>` in a document), once done. */
  file: fileIdSchema.nullable(),
  width: z.number().int().min(1).nullable(),
  height: z.number().int().min(1).nullable(),
  /** Why it failed, in words for the person. */
  message: text().nullable(),
  createdAt: text(),
});
export type GenerationReply = z.infer<typeof generationReplySchema>;

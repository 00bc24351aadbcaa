import { z } from '../document/zod';
import { text } from '../document/strings';
import { errorReplySchema } from './http';
import { anyProfileIdSchema } from './journal-profiles';
import { preflightProblemSchema } from './preflight';
import {
  CREATION_EXPORT_FORMATS,
  EXPORT_BLEED_MM_MAX,
  EXPORT_COLOURS,
  EXPORT_DPI_MAX,
  EXPORT_DPI_MIN,
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  EXPORT_TEXT_MODES,
  EXPORT_UNITS,
  RASTER_EXPORT_FORMATS,
} from '../rules/export-formats';

/** Bodies and replies of the downloads (spec §7) and their jobs (docs/exports.md). */

export * from '../rules/export-formats';

const SCALE_AND_SIZE_MESSAGE = 'Give either scale, or dpi and width, not both';

/** The options every download shares: size, colour, background and text. */
const exportOptionsShape = {
  /** Times the slide's own size (the older form of the size; not with dpi or width). */
  scale: z.number().min(0.1).max(4).optional(),
  dpi: z.number().int().min(EXPORT_DPI_MIN).max(EXPORT_DPI_MAX).optional(),
  /** The image's width in `unit`; the height keeps the slide's aspect. */
  width: z.number().positive().max(100_000).optional(),
  unit: z.enum(EXPORT_UNITS).optional(),
  colour: z.enum(EXPORT_COLOURS).optional(),
  background: z
    .union([z.literal('transparent'), text().regex(/^#[0-9a-fA-F]{6}$/, 'Expected #rrggbb')])
    .optional(),
  text: z.enum(EXPORT_TEXT_MODES).optional(),
  /** A print PDF's (pdfx) bleed around the trim, in millimetres (default 3). */
  bleed: z.number().min(0).max(EXPORT_BLEED_MM_MAX).optional(),
  /**
   * A journal's profile the file must meet: preflight (pixel size and shape, DPI, format, the
   * smallest text and thinnest line at print size) runs before the export, and a file that would
   * fail is refused with 422 and the problems.
   */
  profile: anyProfileIdSchema.optional(),
};

function oneSizeForm(
  value: { scale?: number; dpi?: number; width?: number },
  ctx: z.RefinementCtx,
) {
  if (value.scale !== undefined && (value.dpi !== undefined || value.width !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['scale'], message: SCALE_AND_SIZE_MESSAGE });
  }
}

/** POST /user-creations/{id}/slide/{slideId}/download. An empty body is a PNG at the slide's size. */
export const downloadInputSchema = z
  .object({ format: z.enum(EXPORT_FORMATS).default('png'), ...exportOptionsShape })
  .superRefine(oneSizeForm);
export type DownloadInput = z.input<typeof downloadInputSchema>;
export type DownloadOptions = z.output<typeof downloadInputSchema>;

/** POST /user-creations/{id}/download: every slide, as one PDF or a ZIP of images. */
export const creationDownloadInputSchema = z
  .object({
    format: z.enum(CREATION_EXPORT_FORMATS),
    /** For a ZIP: the format of each slide's image. */
    imageFormat: z.enum(RASTER_EXPORT_FORMATS).default('png'),
    ...exportOptionsShape,
    /**
     * For a package: made although a required check fails, its report saying the figure does
     * not meet the profile (without it, such a package is refused with 422 and the problems).
     */
    anyway: z.boolean().optional(),
  })
  .superRefine(oneSizeForm)
  .superRefine((value, ctx) => {
    if (value.format === 'package' && !value.profile)
      ctx.addIssue({
        code: 'custom',
        path: ['profile'],
        message: 'A submission package is made for a journal: name its profile',
      });
  });
export type CreationDownloadInput = z.input<typeof creationDownloadInputSchema>;
export type CreationDownloadOptions = z.output<typeof creationDownloadInputSchema>;

/** POST /user-creations/{id}/slide/{slideId}/download-svg. */
export const svgDownloadInputSchema = z.object({
  text: exportOptionsShape.text,
  background: exportOptionsShape.background,
});
export type SvgDownloadInput = z.input<typeof svgDownloadInputSchema>;

/**
 * 422 to a download: `{ message }`, and `problems` (preflight's) when the file would not meet the
 * profile the download names; the message then says each problem.
 */
export const downloadRefusalSchema = errorReplySchema.extend({
  problems: z.array(preflightProblemSchema).optional(),
});
export type DownloadRefusal = z.infer<typeof downloadRefusalSchema>;

/** `?async=1` on a download: answer 202 with a job at once (as `Prefer: respond-async` does). */
export const downloadQuerySchema = z.object({
  async: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** Path parameters: /exports/{jobId}. */
export const exportParamsSchema = z.object({
  jobId: z.uuid('Job id must be a UUID'),
});

/** 202 to a download answered as a job: poll GET /exports/{jobId}. */
export const exportJobReplySchema = z.object({
  jobId: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
});
export type ExportJobReply = z.infer<typeof exportJobReplySchema>;

/** GET /exports/{jobId}: how far the export got; `message` says why one failed. */
export const exportStatusReplySchema = z.object({
  jobId: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 1; a multi-slide export moves on with each slide. */
  progress: z.number().min(0).max(1),
  message: text().optional(),
});
export type ExportStatusReply = z.infer<typeof exportStatusReplySchema>;

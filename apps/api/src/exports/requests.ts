// What each download route asks the export runner for: the slides to draw and their options,
// after access.ts has said the user may read the creation.
import { asc, sql } from 'drizzle-orm';
import type { JournalProfile } from '@figura/sdk-core/preflight';
import {
  exportFileStem,
  exportPixelSize,
  isHighResolution,
  type CreationDownloadOptions,
  type DeliveredDownload,
  type DownloadOptions,
  type ExportSizeOptions,
  type ExportTextMode,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { slides, type ExportJobRow, type UserRow } from '../db/schema.ts';
import { requireCreationAccess } from '../auth/access.ts';
import { namedProfile, requireProfileMet } from './download-profile.ts';
import { exportWatermark, requireMarkableFormat, takeHighResDownload } from '../billing/plans.ts';
import { enqueueExport, type ExportServices } from './jobs.ts';
import { liveSlidesOf, findSlide, storedDocument } from '../creations/slides.ts';

/**
 * What a download of a stored slide in `format` with these size options delivers. Its size is
 * read off the stored content: checking a whole large document would hold the API's thread.
 */
function delivered(
  format: string,
  content: unknown,
  options: ExportSizeOptions,
): DeliveredDownload {
  const { width, height } = (content ?? {}) as { width?: unknown; height?: unknown };
  const size = {
    width: typeof width === 'number' ? width : 1,
    height: typeof height === 'number' ? height : 1,
  };
  return { format, ...exportPixelSize(size, options) };
}

/** One slide in a format of its own (the slide download and the SVG one). */
export async function requestSlideExport(
  services: ExportServices,
  user: UserRow,
  creationId: string,
  slideId: string,
  options: DownloadOptions,
): Promise<ExportJobRow> {
  const creation = await requireCreationAccess(services.db, user, creationId, 'read');
  const slide = await findSlide(services.db, creationId, slideId);
  const { profile: profileId, ...asked } = options;
  const profile = await namedProfile(services, profileId);
  if (profile) requireProfileMet([storedDocument(slide)], profile, asked);
  const drawn = { ...asked, ...flatFor(profile) };
  const watermark = await exportWatermark(services.db, user, services.plans);
  requireMarkableFormat(drawn.format, watermark, user);
  await takeHighResDownload(services.db, user, delivered(drawn.format, slide.content, drawn));
  return enqueueExport(services, user, {
    creationId,
    slideIds: [slideId],
    options: {
      ...drawn,
      ...sizeLimitFor(profile, creation.name),
      ...(watermark ? { watermark } : {}),
    },
    fileName: exportFileStem(creation.name, drawn.format),
  });
}

/** The slide as SVG: its text embedded with its fonts, or drawn as outlines. */
export function requestSvgExport(
  services: ExportServices,
  user: UserRow,
  creationId: string,
  slideId: string,
  options: { text?: ExportTextMode; background?: string },
): Promise<ExportJobRow> {
  return requestSlideExport(services, user, creationId, slideId, { ...options, format: 'svg' });
}

/** Every slide of the creation, in order: one PDF, or a ZIP of images. */
export async function requestCreationExport(
  services: ExportServices,
  user: UserRow,
  creationId: string,
  options: CreationDownloadOptions,
): Promise<ExportJobRow> {
  const creation = await requireCreationAccess(services.db, user, creationId, 'read');
  const live = await liveSlides(services.db, creationId);
  const slideIds = live.map((slide) => slide.id);
  if (options.format === 'package')
    return requestPackage(services, user, creation, slideIds, options);
  const { imageFormat, profile: profileId, anyway: _anyway, ...asked } = options;
  const profile = await namedProfile(services, profileId);
  const rest = { ...asked, ...flatFor(profile) };
  const format = rest.format === 'zip' ? (imageFormat ?? 'png') : rest.format;
  if (profile)
    requireProfileMet(await liveDocuments(services.db, creationId), profile, { ...rest, format });
  // Slides share one size: the first's pictures are each file's.
  if (live[0]) await takeHighResDownload(services.db, user, delivered(format, live[0].size, rest));
  const watermark = await exportWatermark(services.db, user, services.plans);
  return enqueueExport(services, user, {
    creationId,
    slideIds,
    options: {
      ...rest,
      ...sizeLimitFor(profile, creation.name),
      ...(watermark ? { watermark } : {}),
      ...(rest.format === 'zip' ? { imageFormat } : {}),
    },
    fileName: exportFileStem(creation.name, rest.format),
  });
}

/**
 * A journal's submission package: its files at the profile's own sizes, refused (422) while a
 * required check fails unless asked for anyway (its report then says so).
 */
async function requestPackage(
  services: ExportServices,
  user: UserRow,
  creation: { id: string; name: string },
  slideIds: string[],
  { profile, anyway = false }: CreationDownloadOptions,
): Promise<ExportJobRow> {
  const journal = (await namedProfile(services, profile))!; // the schema asks for one
  if (!anyway)
    requireProfileMet(await liveDocuments(services.db, creation.id), journal, {
      format: 'package',
    });
  // A journal (a partner's own profile) may ask for a file the plan's mark cannot hold in (SVG):
  // refused before anything is counted, as a download of that format alone would be.
  const watermark = await exportWatermark(services.db, user, services.plans);
  for (const file of journal.files) requireMarkableFormat(file.format, watermark, user);
  // The profile's files: counted (once) when any of them is a high-resolution one.
  const print = journal.files
    .map((file) => ({ format: file.format, width: file.width, height: file.height ?? file.width }))
    .find(isHighResolution);
  if (print) await takeHighResDownload(services.db, user, print);
  return enqueueExport(services, user, {
    creationId: creation.id,
    slideIds,
    options: {
      format: 'package',
      journal,
      anyway,
      name: creation.name,
      ...(watermark ? { watermark } : {}),
    },
    fileName: creation.name,
  });
}

/** The creation's live slides in order: ids and sizes, read in the database (no document parsed). */
function liveSlides(db: Database, creationId: string) {
  return db
    .select({
      id: slides.id,
      size: sql<{
        width: unknown;
        height: unknown;
      }>`json_build_object('width', ${slides.content}->'width', 'height', ${slides.content}->'height')`,
    })
    .from(slides)
    .where(liveSlidesOf(creationId))
    .orderBy(asc(slides.position), asc(slides.id));
}

/** The documents of the creation's live slides, in order (for a profile's checks). */
async function liveDocuments(db: Database, creationId: string): Promise<SlideDocument[]> {
  const rows = await db
    .select({ id: slides.id, content: slides.content })
    .from(slides)
    .where(liveSlidesOf(creationId))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map(storedDocument);
}

/** A download held to a profile with a file size limit is checked against it once drawn. */
const sizeLimitFor = (profile: JournalProfile | undefined, name: string) =>
  profile?.maxFileMb !== undefined ? { journal: profile, sizeLimited: true, name } : {};

/** A download held to a profile that refuses transparency is drawn without an alpha channel. */
const flatFor = (profile: JournalProfile | undefined) =>
  profile?.noAlpha ? { flatten: true } : {};

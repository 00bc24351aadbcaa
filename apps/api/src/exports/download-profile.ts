// A download that names a journal's profile gets preflight before it is queued (the file's size,
// DPI and format, and the slides' smallest text and thinnest line at the profile's print size): a
// file that would fail the profile is refused (422) with the problems, never drawn. "Export
// anyway" is a download without the profile.
import { preflight, preflightFormatOf, type JournalProfile } from '@figura/sdk-core/preflight';
import {
  SLIDE_PIXELS_PER_INCH,
  type AnyProfileId,
  type ExportFormat,
  type ExportSizeOptions,
  type SlideDocument,
  JOURNAL_PROFILE_NOT_FOUND,
} from '@figura/sdk-core/schema';
import { HttpError, notFound } from '../http/errors.ts';
import type { ExportServices } from './jobs.ts';

export interface ProfiledFile extends ExportSizeOptions {
  /** The format of each slide's file (a ZIP's images: their format). */
  format: ExportFormat;
  /** The background the download asks for, in place of the slides' own. */
  background?: string | undefined;
}

/** The profile a download names, as it is now (a partner's may change): 404 when none is. */
export async function namedProfile(
  services: Pick<ExportServices, 'journalProfiles'>,
  id: AnyProfileId | undefined,
): Promise<JournalProfile | undefined> {
  if (!id) return undefined;
  const profile = await services.journalProfiles.find(id);
  if (!profile) throw notFound(JOURNAL_PROFILE_NOT_FOUND);
  return profile;
}

/**
 * Nothing when the files meet the profile; else 422 with preflight's problems. A submission
 * package (format `package`) is checked as its files are written: the profile's own.
 */
export function requireProfileMet(
  documents: readonly SlideDocument[],
  profile: JournalProfile,
  file: ProfiledFile | { format: 'package' },
): void {
  // Checked as the file will be drawn: on the background the download asks for (a transparent
  // one fails a profile that refuses transparency, as a transparent slide does).
  const background = file.format === 'package' ? undefined : file.background;
  const { problems } = preflight(
    background ? documents.map((document) => ({ ...document, background })) : documents,
    profile,
    file.format === 'package'
      ? {}
      : {
          format: preflightFormatOf(file.format),
          // The DPI the file carries: the asked one, or the slide's own 96.
          dpi: file.dpi ?? SLIDE_PIXELS_PER_INCH,
          width: file.width,
          unit: file.unit,
          scale: file.scale,
        },
  );
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return;
  throw new HttpError(422, errors.map((problem) => problem.message).join(' '), {
    problems: errors,
  });
}

// A download that names a journal's profile gets preflight before it is queued (the file's size,
// DPI and format, and the slides' smallest text and thinnest line at the profile's print size): a
// file that would fail the profile is refused (422) with the problems, never drawn. "Export
// anyway" is a download without the profile.
import { preflight, profileById } from '@figura/sdk-core/preflight';
import {
  SLIDE_PIXELS_PER_INCH,
  type ExportFormat,
  type ExportSizeOptions,
  type JournalProfileId,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { HttpError } from '../http/errors.ts';

export interface ProfiledFile extends ExportSizeOptions {
  profile?: JournalProfileId | undefined;
  /** The format of each slide's file (a ZIP's images: their format). */
  format: ExportFormat;
}

/**
 * Nothing when no profile is named or the files meet it; else 422 with preflight's problems. A
 * submission package (format `package`) is checked as its files are written: the profile's own.
 */
export function requireProfileMet(
  documents: readonly SlideDocument[],
  file: ProfiledFile | { profile: JournalProfileId; format: 'package' },
): void {
  if (!file.profile) return;
  const { problems } = preflight(
    documents,
    profileById(file.profile),
    file.format === 'package'
      ? {}
      : {
          format: file.format,
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

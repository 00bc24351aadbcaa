import type {
  CreationExportFormat,
  ExportFormat,
  RasterExportFormat,
} from '@figura/sdk-core/schema';
import { isJournalProfileId, profileById, type JournalProfileId } from '@figura/sdk-core/preflight';
import type { ExportFileOptions } from './files.ts';

/** An export job's options as stored: a slide's format, or a creation's PDF or ZIP. */
export type StoredExportOptions = Omit<ExportFileOptions, 'format'> & {
  format: ExportFormat | CreationExportFormat;
  /** A ZIP's image format. */
  imageFormat?: RasterExportFormat;
};

/**
 * A job's stored options as this version draws them. Jobs queued by the version before partners'
 * own profiles name a registry profile (`profile` for a package, `sizeLimitOf` for a size limit)
 * where jobs now carry the profile itself (`journal`).
 */
export function storedOptions(stored: unknown): StoredExportOptions {
  const { profile, sizeLimitOf, ...options } = stored as StoredExportOptions & {
    profile?: unknown;
    sizeLimitOf?: unknown;
  };
  if (options.journal) return options;
  const named = [profile, sizeLimitOf].find(
    (id): id is JournalProfileId => typeof id === 'string' && isJournalProfileId(id),
  );
  if (!named) return options;
  return {
    ...options,
    journal: profileById(named),
    ...(sizeLimitOf === named ? { sizeLimited: true } : {}),
  };
}

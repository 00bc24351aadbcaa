import type { FiguraApi } from '../api/client';
import type { Translate } from '../i18n/create-i18n';
import type { Creation } from '../schema/contract/creation';
import type { SlideDocument } from '../schema/document/document';
import type { PreflightFormat, PreflightProfile, ProfileFile } from '../preflight/profiles';
import { downloadFileName } from './element-factories';
import { extensionByRule, fileNameByRule, isJournalProfileId } from '../preflight/profiles';
import { PREFLIGHT_FORMATS, isPartnerProfileId } from '../preflight/profile-types';

/** Writes one file a profile asks for (the editor's download, or a host's own). */
export interface ProfileFileExporter {
  /** The formats it can write now. */
  readonly formats: readonly PreflightFormat[];
  /**
   * `anyway`: the person chose to export although the profile's required checks fail (the file
   * is written without being held to the profile).
   */
  export(
    file: ProfileFile,
    profile: PreflightProfile,
    options?: { anyway?: boolean },
  ): Promise<void>;
  /**
   * Writes the journal's submission package (one ZIP: every file its profile asks for, credits,
   * alt text, the preflight report and the source), where the exporter can. `anyway`: although
   * a required check fails (the report says so).
   */
  package?(profile: PreflightProfile, options?: { anyway?: boolean }): Promise<void>;
}

/** One line of "export every file": a file the profile asks for, and whether it can be written. */
export interface PlannedFile {
  file: ProfileFile;
  /** False while no exporter writes this format yet (shown as coming). */
  ready: boolean;
  /** A PNG of the same size written until `standInFor` can be exported. */
  standInFor?: PreflightFormat;
}

/**
 * The files of a profile as the exporter can write them: each in its format when it can; for
 * sizes none of whose formats it can write yet, one PNG of that size in their stead (when PNG is
 * there), so the user has a file of the right size now.
 */
export function exportPlan(
  profile: PreflightProfile,
  formats: readonly PreflightFormat[],
): PlannedFile[] {
  const plan: PlannedFile[] = profile.files.map((file) => ({
    file,
    ready: formats.includes(file.format),
  }));
  if (!formats.includes('png')) return plan;
  const sizeOf = (file: ProfileFile) => `${file.width}x${file.height ?? '*'}@${file.dpi}`;
  const covered = new Set(plan.filter((entry) => entry.ready).map((entry) => sizeOf(entry.file)));
  for (const entry of [...plan]) {
    if (entry.ready || covered.has(sizeOf(entry.file))) continue;
    covered.add(sizeOf(entry.file));
    plan.push({
      file: { ...entry.file, format: 'png' },
      ready: true,
      standInFor: entry.file.format,
    });
  }
  return plan;
}

/**
 * The scale that draws `document` at `file`'s size (the larger of the two ratios: never short);
 * a file of any height is the slide at the file's width.
 */
export function scaleFor(
  document: Pick<SlideDocument, 'width' | 'height'>,
  file: ProfileFile,
): number {
  const across = file.width / document.width;
  return file.height === null ? across : Math.max(across, file.height / document.height);
}

/** A file's size in a file name: `1200x1200`, or `2250w` when it keeps the slide's shape. */
export const fileSizeName = (file: ProfileFile) =>
  file.height === null ? `${file.width}w` : `${file.width}x${file.height}`;

export interface ApiExporterOptions {
  api: FiguraApi;
  creation: Creation;
  slideId: () => string;
  document: () => SlideDocument;
  /** Saves pending edits first, so the server draws what the user sees. */
  flush: () => Promise<void>;
  saveFile?: (blob: Blob, fileName: string) => void;
  /** The engine's words (`common`). */
  t: Translate;
}

/** A profile the API holds downloads to: the registry's or a journal partner's own. */
export const isServedProfile = (id: string) => isJournalProfileId(id) || isPartnerProfileId(id);

/** What the API's slide download makes: every format a profile can ask for. */
const API_FORMATS: readonly PreflightFormat[] = PREFLIGHT_FORMATS;

/**
 * The editor's exporter: the API's slide download in the file's format, at the profile's pixel
 * size with its DPI written in, saved as `<creation> <profile> <w>x<h>.<ext>`.
 */
export function createApiFileExporter(options: ApiExporterOptions): ProfileFileExporter {
  return {
    formats: API_FORMATS,
    async export(file, profile, { anyway = false } = {}) {
      if (!options.saveFile) throw new Error(options.t('errors.noFileSaver'));
      await options.flush();
      const document = options.document();
      const width = Math.round(document.width * scaleFor(document, file));
      // Held to the journal's profile by the server too (422 with the problems), unless the
      // person chose to export anyway; a stand-in PNG is not the journal's file.
      const journal = isServedProfile(profile.id) && profile.formats.includes(file.format);
      const [blob, creation] = await Promise.all([
        options.api.downloadSlide(options.creation.id, options.slideId(), {
          format: file.format,
          dpi: file.dpi,
          width,
          unit: 'px',
          ...(journal && !anyway ? { profile: profile.id } : {}),
        }),
        options.api.getCreation(options.creation.id).catch(() => options.creation),
      ]);
      const name =
        fileNameByRule(profile, creation.name) ??
        `${creation.name} ${profile.id} ${fileSizeName(file)}`;
      options.saveFile(blob, downloadFileName(name, extensionByRule(profile, file.format)));
    },
    async package(profile, { anyway = false } = {}) {
      if (!options.saveFile || !isServedProfile(profile.id))
        throw new Error(options.t('errors.noFileSaver'));
      await options.flush();
      const [blob, creation] = await Promise.all([
        options.api.downloadCreation(options.creation.id, {
          format: 'package',
          profile: profile.id,
          ...(anyway ? { anyway } : {}),
        }),
        options.api.getCreation(options.creation.id).catch(() => options.creation),
      ]);
      options.saveFile(blob, downloadFileName(`${creation.name} ${profile.id} package`, 'zip'));
    },
  };
}

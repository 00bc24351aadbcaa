import type { FiguraApi } from '../api/client';
import type { Translate } from '../i18n/create-i18n';
import type { Creation } from '../schema/creation';
import type { SlideDocument } from '../schema/document';
import type { PreflightFormat, PreflightProfile, ProfileFile } from '../preflight/profiles';
import { downloadFileName } from './element-factories';

/** Writes one file a profile asks for (the editor's download, or a host's own). */
export interface ProfileFileExporter {
  /** The formats it can write now. */
  readonly formats: readonly PreflightFormat[];
  export(file: ProfileFile, profile: PreflightProfile): Promise<void>;
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
  const sizeOf = (file: ProfileFile) => `${file.width}x${file.height}@${file.dpi}`;
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

/** The API's slide download scales by 0.1–4. */
const SCALE_RANGE = { min: 0.1, max: 4 } as const;

/** The scale that draws `document` at `file`'s size (the larger of the two ratios: never short). */
export function scaleFor(
  document: Pick<SlideDocument, 'width' | 'height'>,
  file: ProfileFile,
): number {
  const scale = Math.max(file.width / document.width, file.height / document.height);
  return Math.min(SCALE_RANGE.max, Math.max(SCALE_RANGE.min, scale));
}

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

/**
 * The editor's exporter: the API's slide download (PNG today) at the profile's size, saved as
 * `<creation> <profile> <w>x<h>.png`. Other formats plug in with another exporter.
 */
export function createApiFileExporter(options: ApiExporterOptions): ProfileFileExporter {
  return {
    formats: ['png'],
    async export(file, profile) {
      if (!options.saveFile) throw new Error(options.t('errors.noFileSaver'));
      await options.flush();
      const scale = scaleFor(options.document(), file);
      const [blob, creation] = await Promise.all([
        options.api.downloadSlide(options.creation.id, options.slideId(), { format: 'png', scale }),
        options.api.getCreation(options.creation.id).catch(() => options.creation),
      ]);
      const name = `${creation.name} ${profile.id} ${file.width}x${file.height}`;
      options.saveFile(blob, downloadFileName(name, file.format));
    },
  };
}

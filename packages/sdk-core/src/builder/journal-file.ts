// The journal's file of a graphical abstract: the profile's first file (format, dpi, width) drawn
// by the API, held to the profile there unless the author chose "export anyway". The builder's
// export and the editor a journal's author continued in hand the page this same file.
import type { FiguraApi } from '../api/client';
import { followExport, type FollowExportOptions } from '../api/exports';
import { downloadFileName } from '../editor/file-name';
import type { Translate } from '../i18n/create-i18n';
import { preflight } from '../preflight/preflight';
import { extensionByRule, type JournalProfile } from '../preflight/profiles';
import type { PreflightResult } from '../preflight/types';
import type { SlideDocument } from '../schema/document/document';
import type { BuilderExport } from './session-types';

export interface JournalFileRequest extends Pick<
  FollowExportOptions,
  'onProgress' | 'signal' | 'sleep'
> {
  api: Pick<FiguraApi, 'startExport' | 'getExport' | 'getExportFile'>;
  creationId: string;
  slideId: string;
  /** The slide as stored (what the API draws). */
  document: SlideDocument;
  profile: JournalProfile;
  /** The creation's name, for the file's. */
  name: string;
  /** Written without being held to the profile (the author chose to). */
  anyway?: boolean;
}

/** The journal's checks of the document as its file would be (`t`: the editor namespace's). */
export function checkJournalFile(
  document: SlideDocument,
  profile: JournalProfile,
  t?: Translate,
): PreflightResult {
  const file = profile.files[0]!;
  return preflight([document], profile, {
    width: file.width,
    unit: 'px',
    dpi: file.dpi,
    format: file.format,
    t,
  });
}

export async function exportJournalFile(request: JournalFileRequest): Promise<BuilderExport> {
  const { api, profile, document } = request;
  const file = profile.files[0]!;
  const job = await api.startExport({
    kind: 'slide',
    creationId: request.creationId,
    slideId: request.slideId,
    input: {
      format: file.format,
      dpi: file.dpi,
      width: file.width,
      unit: 'px',
      ...(request.anyway ? {} : { profile: profile.id }),
    },
  });
  request.onProgress?.({ jobId: job.jobId, status: job.status, progress: 0 });
  const blob = await followExport(api, job, request);
  return {
    file: blob,
    format: file.format,
    fileName: downloadFileName(request.name, extensionByRule(profile, file.format)),
    width: file.width,
    // A figure profile's file keeps the abstract's shape.
    height: file.height ?? Math.round((file.width * document.height) / document.width),
    dpi: file.dpi,
    document,
  };
}

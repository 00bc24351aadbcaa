// Which route each of the three downloads of spec §7 asks, and with what body.
import type {
  CreationDownloadInput,
  DownloadInput,
  SvgDownloadInput,
} from '../schema/contract/exports';

/** One of the three downloads of spec §7. */
export type ExportRequest =
  | { kind: 'slide'; creationId: string; slideId: string; input?: DownloadInput }
  | { kind: 'svg'; creationId: string; slideId: string; input?: SvgDownloadInput }
  | { kind: 'creation'; creationId: string; input: CreationDownloadInput };

/** The route and body of a download. */
export function exportRequestCall(request: ExportRequest): { path: string; body: unknown } {
  const creation = `/user-creations/${encodeURIComponent(request.creationId)}`;
  if (request.kind === 'creation') return { path: `${creation}/download`, body: request.input };
  const slide = `${creation}/slide/${encodeURIComponent(request.slideId)}`;
  const path = request.kind === 'svg' ? `${slide}/download-svg` : `${slide}/download`;
  return { path, body: request.input ?? {} };
}

import type { Translate } from '@figura/sdk-core/i18n';

/**
 * Saves a blob as a download through the editor's own document (never the global one), so the
 * editor works inside iframes and pop-outs. `t`: the editor namespace.
 */
export function saveBlobAs(
  container: HTMLElement,
  blob: Blob,
  fileName: string,
  t: Translate,
): void {
  const doc = container.ownerDocument;
  const view = doc.defaultView;
  if (!view) throw new Error(t('download.detached'));
  const url = view.URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  container.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  view.setTimeout(() => view.URL.revokeObjectURL(url), 30_000);
}

/** One step of a trail: what it reads and the portal path it leads back to. */
export interface Breadcrumb {
  label: string;
  path: string;
}

/** The cookie the trail persists in (spec §2). */
export const BREADCRUMBS_COOKIE = 'breadcrumbs';

/**
 * Browsers keep about 4 KiB per cookie, name and attributes included: the encoded trail stays
 * under this, dropping its oldest steps first (the nearest ones matter most going back).
 */
export const MAX_BREADCRUMBS_COOKIE_BYTES = 3000;
export const MAX_BREADCRUMBS = 8;
export const MAX_BREADCRUMB_LABEL = 80;
const MAX_PATH = 512;
// eslint-disable-next-line no-control-regex -- control characters are what these find
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- likewise, every one of them
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/**
 * A path inside the portal: starts with one slash, never `//` or `/\` (which browsers read as
 * another host), no control characters. Anything else read back from a cookie is dropped.
 */
export function isPortalPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && path.length <= MAX_PATH && !CONTROL.test(path);
}

/** The trail as kept: labels trimmed and shortened, unsafe paths dropped, at most MAX_BREADCRUMBS. */
export function cleanBreadcrumbs(items: readonly unknown[]): Breadcrumb[] {
  const kept: Breadcrumb[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { label, path } = item as Record<string, unknown>;
    if (typeof label !== 'string' || typeof path !== 'string' || !isPortalPath(path)) continue;
    const text = label.replace(CONTROLS, '').trim().slice(0, MAX_BREADCRUMB_LABEL);
    if (text) kept.push({ label: text, path });
  }
  return kept.slice(-MAX_BREADCRUMBS);
}

/**
 * The cookie value for `items`: JSON, percent-encoded (no `;`, `,`, quote or space reaches the
 * header), the oldest steps dropped until it fits MAX_BREADCRUMBS_COOKIE_BYTES.
 */
export function encodeBreadcrumbs(items: readonly Breadcrumb[]): string {
  let kept = cleanBreadcrumbs(items);
  for (;;) {
    const value = encodeURIComponent(JSON.stringify(kept));
    if (value.length <= MAX_BREADCRUMBS_COOKIE_BYTES || kept.length === 0) return value;
    kept = kept.slice(1);
  }
}

/** The trail in a cookie value; anything unreadable or unsafe reads as no step. */
export function decodeBreadcrumbs(value: string | null | undefined): Breadcrumb[] {
  if (!value || value.length > MAX_BREADCRUMBS_COOKIE_BYTES) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    return Array.isArray(parsed) ? cleanBreadcrumbs(parsed) : [];
  } catch {
    return [];
  }
}

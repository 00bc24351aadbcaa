import { isSignUpSource } from '../schema/rules/sign-up-sources';

/**
 * Tracking parameters (spec §5): utm_* and coupon are taken from the URL, cleaned, kept in local
 * storage (one entry per parameter, named as the parameter) and read back on later visits that
 * do not carry them. A parameter in the URL replaces the stored one; an empty one (or one that is
 * empty once cleaned) leaves the stored value alone. `source` names the page of ours that brought
 * the person (spec §9's sources) and is kept only when it is one of them.
 */

export const TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'coupon',
  'source',
] as const;

export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem'>;

// C0 and C1 control characters and DEL (Unicode category Cc).
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * HTML character references: the values end up in pages and e-mails (the billing site's
 * checkout, analytics dashboards), where these are the characters that open markup, attributes
 * and entities. A backslash becomes `&#92;` too, so a value placed in a script or JSON string
 * cannot escape the quote that ends it. `&` goes first so no reference is escaped twice.
 */
const ESCAPES: readonly (readonly [RegExp, string])[] = [
  [/&/g, '&amp;'],
  [/\\/g, '&#92;'],
  [/"/g, '&quot;'],
  [/'/g, '&#39;'],
  [/</g, '&lt;'],
  [/>/g, '&gt;'],
];

/** The cleaned value of one parameter: control characters removed, trimmed, then escaped. */
export function sanitizeTrackingValue(raw: string): string {
  let value = raw.replace(CONTROL_CHARACTERS, '').trim();
  for (const [pattern, replacement] of ESCAPES) value = value.replace(pattern, replacement);
  return value;
}

/** The tracking parameters present (and non-empty once cleaned) in a URL's query. */
export function trackingParamsFromUrl(search: string | URLSearchParams): TrackingParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const raw = query.get(name);
    const value = raw === null ? '' : sanitizeTrackingValue(raw);
    if (value && (name !== 'source' || isSignUpSource(value))) found[name] = value;
  }
  return found;
}

/** What is stored. Stored values are already clean and are returned as they are. */
export function storedTrackingParams(storage: Pick<Storage, 'getItem'>): TrackingParams {
  const found: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = storage.getItem(name);
    if (value) found[name] = value;
  }
  return found;
}

/**
 * Takes the parameters of this visit's URL into storage and returns all that apply: the URL's,
 * and the stored ones for those it lacks. Storage that refuses (private browsing, a full quota)
 * still leaves this visit's parameters in the answer.
 */
export function captureTrackingParams(
  search: string | URLSearchParams,
  storage: TrackingStorage,
  logger: Pick<Console, 'warn'> = console,
): TrackingParams {
  const fromUrl = trackingParamsFromUrl(search);
  try {
    for (const [name, value] of Object.entries(fromUrl)) storage.setItem(name, value);
    return { ...storedTrackingParams(storage), ...fromUrl };
  } catch (error) {
    logger.warn('The tracking parameters could not be stored', error);
    return fromUrl;
  }
}

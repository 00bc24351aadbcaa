import type { i18n } from 'i18next';

/** A calendar day with no time of day (`2026-11-24`): shown without hh:mm. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec §2: document dates read dd/mm/yyyy, with hh:mm (local time) when a time is present.
 * Strings reach it through i18next as `{{date, documentDate}}`.
 */
export function formatDocumentDate(value: string | Date, withTime = true): string {
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : typeof value === 'string'
      ? new Date(value)
      : value;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return withTime && !day ? `${text} ${pad(date.getHours())}:${pad(date.getMinutes())}` : text;
}

/** A price in cents as Figura shows it, e.g. 13200 → "132.00". */
export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The formats Figura's strings name, `{{value, format}}`: i18next's `number`, and Figura's
 * `documentDate` (dd/mm/yyyy hh:mm), `documentDay` (without the time) and `price` (cents).
 * One list for i18next (addFiguraFormats) and the builder's small English lookup.
 */
const FIGURA_FORMATS: Record<string, (value: unknown, lng: string) => string> = {
  documentDate: (value) => formatDocumentDate(value as string | Date),
  documentDay: (value) => formatDocumentDate(value as string | Date, false),
  price: (value) => formatPrice(Number(value)),
};

/** `value` written in `format` (one of FIGURA_FORMATS or `number`), as i18next would. */
export function formatValue(value: unknown, format: string, lng = 'en'): string {
  const figura = FIGURA_FORMATS[format];
  if (figura) return figura(value, lng);
  if (format === 'number' && typeof value === 'number')
    return new Intl.NumberFormat(lng).format(value);
  return String(value ?? '');
}

/** Adds Figura's formats to an i18next instance (after init, as i18next asks). */
export function addFiguraFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  for (const [name, format] of Object.entries(FIGURA_FORMATS))
    formatter.add(name, (value, lng) => format(value, lng ?? 'en'));
}

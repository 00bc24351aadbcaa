/** A calendar day with no time of day (`2026-11-24`): shown without hh:mm. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec §9: dates read dd/mm/yyyy, with hh:mm (local time) when a time is present. Every date the
 * portal shows goes through here: creations, trash, versions, invoices, plans, orders.
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

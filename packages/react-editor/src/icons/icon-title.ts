/** The forms a set's name ends with, as a person reads them. */
const FORMS: Record<string, string> = {
  outline: 'outline',
  negative: 'negative',
  alt: 'alternative',
  '24px': 'small',
};

/**
 * An icon's name as the picker shows it: words, not a file name. "ambulance-outline-24px" reads
 * "Ambulance, outline, small" (Health Icons' 24 px drawings are simplified for small sizes),
 * "i-ambulance" (Medical Icons) "Ambulance".
 */
export function iconTitle(name: string): string {
  const parts = name.replace(/^i-(?=.)/, '').split('-');
  const forms: string[] = [];
  while (parts.length > 1 && FORMS[parts.at(-1)!]) forms.unshift(FORMS[parts.pop()!]!);
  const words = parts.join(' ');
  return [words.charAt(0).toUpperCase() + words.slice(1), ...forms].join(', ');
}

/**
 * A pseudo-locale for finding clipped text: every string accented and about 40 % longer, between
 * ⟦ ⟧ so a cut end shows. Markup-like parts (`<1>`, `</b>`) are kept as they are for <Trans>.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'î',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer the pseudo-locale makes each string (translations often run 30-40 % longer). */
export const PSEUDO_EXPANSION = 0.4;

export function pseudoLocalise(text: string): string {
  if (text.trim() === '') return text;
  let visible = 0;
  const accented = text
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<') && part.endsWith('>')) return part;
      visible += part.length;
      return part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
    })
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.ceil(visible * PSEUDO_EXPANSION) - 2));
  return `⟦${accented}${padding}⟧`;
}

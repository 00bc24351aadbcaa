/**
 * Characters that are always a grapheme cluster of their own: Latin, Greek, Cyrillic,
 * punctuation, super- and subscripts, currency, letter-like symbols, arrows and mathematical
 * operators (what figure labels are made of). Left out: combining marks, joiners, variation
 * selectors, surrogate pairs, other scripts, and carriage returns ("\r\n" is one grapheme).
 */
const SINGLE_CHARACTER_GRAPHEMES =
  // eslint-disable-next-line no-control-regex -- tabs and other controls are graphemes of their own
  /^[\u0000-\u000C\u000E-\u02FF\u0370-\u0482\u048A-\u052F\u2010-\u2027\u2030-\u205E\u2070-\u20CF\u2100-\u2BFF]*$/;

/**
 * fabric splits every line and word into graphemes with Intl.Segmenter, which costs about as
 * much as building the textbox itself when a slide holds a thousand labels. Text made only of
 * single-character graphemes splits by character, with the same result; anything else
 * (emoji, accents typed as combining marks, other scripts) goes to `segment`.
 */
export function splitGraphemes(text: string, segment: (text: string) => string[]): string[] {
  return SINGLE_CHARACTER_GRAPHEMES.test(text) ? text.split('') : segment(text);
}

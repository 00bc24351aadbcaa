import { decodeXmlEntities } from './parse';

/** Text as a browser would compare it: entities resolved, blanks and control characters gone. */
export function normaliseForUrlCheck(text: string): string {
  return (
    decodeXmlEntities(text)
      // eslint-disable-next-line no-control-regex -- control characters are how `java\tscript:` hides
      .replace(/[\s\u0000-\u001f\u007f]+/g, '')
      .toLowerCase()
  );
}

const SCRIPT_URL = /(javascript|vbscript|livescript):|data:text\/html/;

/** Whether a (decoded) value carries a script URL. */
export function hasScriptUrl(value: string): boolean {
  return SCRIPT_URL.test(normaliseForUrlCheck(value));
}

/**
 * Why an SVG string is unsafe to store, or null when it carries none of: a script element,
 * foreignObject, an event-handler attribute (on...=), a javascript:/vbscript: or data:text/html
 * URL. Conservative on purpose: the schema refuses such SVG outright, and `sanitizeSvg` never
 * produces it.
 */
export function svgSafetyProblem(svg: string): string | null {
  if (/<\s*\/?\s*script/i.test(svg)) return 'SVG must not contain scripts';
  if (/<\s*\/?\s*foreignobject/i.test(svg)) return 'SVG must not contain foreignObject';
  if (/(^|[\s/"'])on[a-z]+\s*=/i.test(svg))
    return 'SVG must not contain event handler attributes (on...=)';
  if (hasScriptUrl(svg)) return 'SVG must not contain javascript: URLs';
  return null;
}

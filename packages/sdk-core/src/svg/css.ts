/**
 * CSS in SVG, read declaration by declaration against the property allow-list: `style`
 * attributes, presentation attribute values and `<style>` sheets. Output is rewritten from the
 * parts that passed (`prop:value;prop:value`, `selector{...}`), so a browser's CSS parser cannot
 * read more into it than this one did.
 */

import { ALLOWED_CSS_PROPERTIES } from './allow-list';

type Report = (name: string, reason: string) => void;

/**
 * `url(#id)`, `url('#id')`: the only references CSS may make, to this drawing's own elements (ids
 * in any script, some percent-encoded by their editor).
 */
const INTERNAL_URL = /^url\(\s*(['"]?)#[\p{L}\p{M}\p{N}_.:%-]+\1\s*\)/u;

/**
 * `light-dark(a, b)` (draw.io writes it) read as `a`: drawings are drawn on a light page, and
 * renderers that do not know the function would otherwise drop the colour.
 */
const LIGHT_DARK = /light-dark\(\s*([^,()]+(?:\([^()]*\))?)\s*,\s*[^,()]+(?:\([^()]*\))?\s*\)/gi;
export const lightColour = (value: string) =>
  /light-dark/i.test(value) ? value.replace(LIGHT_DARK, '$1') : value;
const ALLOWED_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'url']);

/** Why a CSS value (or presentation attribute) is refused, or null when it is kept. */
export function cssValueProblem(value: string): string | null {
  // Colours, numbers, lengths and keywords: the common case, with nothing to look into.
  if (/^[\w\s#.,%-]*$/.test(value) && !/expression|behavior|binding/i.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters hide keywords from filters
  if (/[\\<>{};@\u0000-\u0008\u000b\u000e-\u001f\u007f]|\/\*/.test(value))
    return 'CSS escapes, comments, braces and markup are not allowed in values';
  if ((value.match(/"/g)?.length ?? 0) % 2 === 1 || (value.match(/'/g)?.length ?? 0) % 2 === 1)
    return 'an unclosed quote';
  const squashed = value.replace(/\s+/g, '').toLowerCase();
  if (/(javascript|vbscript|livescript):|expression|-moz-binding|behavior/.test(squashed))
    return 'script in CSS is not allowed';
  const lower = value.toLowerCase();
  for (const call of lower.matchAll(/([a-z-]*)\s*\(/g)) {
    const name = call[1]!;
    if (!ALLOWED_FUNCTIONS.has(name)) return `the CSS function ${name || '()'} is not allowed`;
    if (name === 'url' && !INTERNAL_URL.test(lower.slice(call.index).replace(/^url\s*/, 'url')))
      return 'url() may only point inside the drawing (#id)';
  }
  return null;
}

/** The declarations of a `style` attribute or rule that pass, as `prop:value;prop:value`. */
export function sanitizeDeclarations(text: string, report: Report): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(';')) {
    const declaration = raw.trim();
    if (!declaration) continue;
    const colon = declaration.indexOf(':');
    if (colon === -1) {
      report(declaration, 'a declaration without a colon');
      continue;
    }
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = lightColour(declaration.slice(colon + 1).trim());
    if (!ALLOWED_CSS_PROPERTIES.has(property)) {
      report(property, "not on Figura's list of drawing properties");
      continue;
    }
    const problem = value ? cssValueProblem(value) : 'an empty value';
    if (problem) report(property, problem);
    else if (!seen.has(property)) {
      seen.add(property);
      kept.push(`${property}:${value}`);
    }
  }
  return kept.join(';');
}

/** Type, class, id, attribute and combinator selectors: no strings, escapes or functions. */
const SELECTOR = /^[A-Za-z0-9_\-.#,:>+~*\s[\]=|]+$/;

/** Index just after the block opening at `open` (nested braces counted), or the end. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

/** The one `src` an `@font-face` may have: a base64 font file in a data: URL (nothing fetched). */
const FONT_DATA_SRC =
  /^url\(\s*(['"]?)data:font\/(woff2|woff|ttf|otf|sfnt);base64,([A-Za-z0-9+/]+={0,2})\1\s*\)(?:\s+format\(\s*(['"])(woff2|woff|truetype|opentype)\4\s*\))?$/;
/** The other descriptors an `@font-face` may have, each with the values it may take. */
const FONT_FACE_DESCRIPTORS: Record<string, RegExp> = {
  'font-family': /^(["'])[\p{L}\p{N} _-]{1,64}\1$|^[\p{L}_-][\p{L}\p{N}_-]{0,63}$/u,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic|oblique)$/,
  'unicode-range':
    /^U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?(\s*,\s*U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?)*$/i,
  'font-display': /^(auto|block|swap|fallback|optional)$/,
};

/**
 * An `@font-face` block's body rewritten as `@font-face{...}` when its font is embedded as data
 * (SVG exports carry their subset fonts so) and every descriptor is known; else null (reported).
 */
export function sanitizeFontFace(body: string, report: Report): string | null {
  const srcMatch = /(?:^|;)\s*src\s*:\s*(url\([^)]*\)(?:\s+format\([^)]*\))?)\s*(?=;|$)/i.exec(
    body,
  );
  const src = srcMatch?.[1]?.trim();
  if (!src || !FONT_DATA_SRC.test(src)) {
    report('@font-face', 'a font may only be embedded as data (url(data:font/...;base64,...))');
    return null;
  }
  const rest = body.slice(0, srcMatch!.index) + body.slice(srcMatch!.index + srcMatch![0].length);
  const kept: string[] = [];
  for (const raw of rest.split(';')) {
    const declaration = raw.trim();
    if (!declaration) continue;
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (colon === -1 || !FONT_FACE_DESCRIPTORS[name]?.test(value)) {
      report('@font-face', `the descriptor ${declaration.slice(0, 40)} is not allowed`);
      return null;
    }
    kept.push(`${name}:${value}`);
  }
  if (!kept.some((declaration) => declaration.startsWith('font-family:'))) {
    report('@font-face', 'a font face without a family');
    return null;
  }
  return `@font-face{${[...kept, `src:${src}`].join(';')}}`;
}

/**
 * The rules of a `<style>` sheet that pass, rewritten as `selector{prop:value}`. At-rules
 * (`@import`, `@media`) are dropped whole: they fetch or they are not needed. An `@font-face`
 * is kept only with its font embedded as data (sanitizeFontFace).
 */
export function sanitizeStyleSheet(text: string, report: Report): string {
  const css = text.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  const rules: string[] = [];
  let index = 0;
  while (index < css.length) {
    while (index < css.length && /\s/.test(css[index]!)) index++;
    if (index >= css.length) break;
    const open = css.indexOf('{', index);
    if (css[index] === '@') {
      const semicolon = css.indexOf(';', index);
      const end =
        semicolon !== -1 && (open === -1 || semicolon < open)
          ? semicolon + 1
          : open === -1
            ? css.length
            : blockEnd(css, open);
      const name = /^@[\w-]*/.exec(css.slice(index))![0];
      const fontFace =
        name.toLowerCase() === '@font-face' && open !== -1 && end > open + 1
          ? sanitizeFontFace(css.slice(open + 1, css[end - 1] === '}' ? end - 1 : end), report)
          : null;
      if (fontFace) rules.push(fontFace);
      else if (name.toLowerCase() !== '@font-face') report(name, 'at-rules are not kept');
      index = end;
      continue;
    }
    if (open === -1) {
      report(css.slice(index, index + 40).trim(), 'text that is not a rule');
      break;
    }
    const end = blockEnd(css, open);
    const selector = css.slice(index, open).trim().replace(/\s+/g, ' ');
    const body = css.slice(open + 1, css[end - 1] === '}' ? end - 1 : end);
    index = end;
    if (!SELECTOR.test(selector)) {
      report(selector.slice(0, 40), 'only plain selectors are kept');
      continue;
    }
    if (body.includes('{')) {
      report(selector, 'nested blocks are not kept');
      continue;
    }
    const declarations = sanitizeDeclarations(body, report);
    if (declarations) rules.push(`${selector}{${declarations}}`);
  }
  return rules.join('');
}

/** What the sanitiser removed, and why: the same record cleans uploads and explains refusals. */

/** The sorts of things the sanitiser removes. */
export type SvgRemovalKind =
  | 'element'
  | 'attribute'
  | 'style'
  | 'text'
  | 'doctype'
  | 'entity'
  | 'comment'
  | 'instruction'
  | 'encoding';

/** One thing the sanitiser left out. */
export interface SvgRemoval {
  /** What sort of thing: an element, attribute, CSS declaration, DTD, entity, encoding... */
  kind: SvgRemovalKind;
  /** What was removed as it was written: `svg:script`, `onload`, `behavior`, `&x;`. */
  name: string;
  /** Why, in words for a user: "scripts are not allowed". */
  reason: string;
}

/** The result of cleaning an SVG: the new document and what was left out. */
export interface SanitizedSvg {
  /** The clean document: a new SVG written from the allowed parts only. */
  svg: string;
  /**
   * What was left out, in document order: the first 1,000 things (hostile input can hold millions).
   * Layout whitespace and attribute quoting are not listed.
   */
  removed: SvgRemoval[];
  /**
   * Why the result cannot be used (nothing drawable is left, the file is empty, it is larger than
   * MAX_SVG_CHARACTERS), or null. Importers and pickers refuse the file with this reason rather
   * than store a blank; what was removed from a usable drawing is only reported.
   */
  refused: string | null;
}

/** How a removal reads inside a sentence: `<script>`, `the attribute onload`, `a comment`. */
export function describeRemoval(removal: SvgRemoval): string {
  switch (removal.kind) {
    case 'element':
      return `<${removal.name}>`;
    case 'attribute':
      return `the attribute ${removal.name}`;
    case 'style':
      return `the style ${removal.name}`;
    case 'text':
      return 'text outside a text element';
    case 'encoding':
      return `the ${removal.name} encoding`;
    default:
      return removal.name;
  }
}

/**
 * What a user would want to hear was left out: elements and attributes that did something (a
 * script, a handler, a link, an HTML block), not editor metadata, comments or the XML prologue.
 * Each once, in words (`describeRemoval`).
 */
export function notableRemovals(removed: readonly SvgRemoval[]): string[] {
  const names = removed
    .filter(
      (removal) =>
        (removal.kind === 'element' || removal.kind === 'attribute') &&
        !removal.name.includes(':') &&
        !/^(metadata|title|desc)$/i.test(removal.name),
    )
    .map(describeRemoval);
  return [...new Set(names)];
}

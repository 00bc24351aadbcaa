/**
 * A small, forgiving XML tokenizer for SVG: enough structure to filter by allow-list and write
 * the result back out. No DOM, so it runs the same in the browser, in Node and in the API.
 * Malformed input never throws: stray `<` is text, unclosed elements close at the end. Names stay
 * as written (`svg:script`); the sanitiser resolves namespaces. Nothing a DTD could define is
 * expanded: only XML's five named entities and numeric references are read.
 */

import type { SvgRemoval } from './report';

export interface SvgElementNode {
  kind: 'element';
  name: string;
  attributes: [name: string, value: string][];
  children: SvgNode[];
}

export interface SvgTextNode {
  kind: 'text';
  /** Decoded text (entities resolved). */
  text: string;
}

export type SvgNode = SvgElementNode | SvgTextNode;

/** Deeper nesting than this is dropped: real drawings stay far below, hostile input cannot blow the stack. */
export const MAX_SVG_DEPTH = 64;

const XML_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

type Report = (removal: SvgRemoval) => void;
const ignore: Report = () => {};

/**
 * Resolves the five XML entities and numeric references once, as an XML parser would. Any other
 * named entity (one a DTD would have to define) stays as literal text and is reported.
 */
export function decodeXmlEntities(text: string, report: Report = ignore): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,10}|[a-zA-Z_][\w.-]*);/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        // Invalid code points (and NUL) would make the document unreadable: keep them as text.
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
          ? String.fromCodePoint(code)
          : match;
      }
      const known = XML_ENTITIES[body];
      if (known === undefined)
        report({
          kind: 'entity',
          name: match,
          reason: 'entities need a DTD, and DTDs are not read',
        });
      return known ?? match;
    },
  );
}

const NAME = /[A-Za-z_:][A-Za-z0-9_:.-]*/y;
const SPACE = /[\s]*/y;
const ATTRIBUTE_NAME = /[^\s=/>]+/y;
const UNQUOTED_VALUE = /[^\s>]*/y;

function skipTo(source: string, from: number, terminator: string): number {
  const end = source.indexOf(terminator, from);
  return end === -1 ? source.length : end + terminator.length;
}

/** Skips a `<!DOCTYPE ...>` including an internal subset in brackets (quotes may hold `]` or `>`). */
function skipDeclaration(source: string, from: number): number {
  let quote = '';
  let inSubset = false;
  for (let index = from; index < source.length; index++) {
    const char = source[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') inSubset = true;
    else if (char === ']') inSubset = false;
    else if (char === '>' && !inSubset) return index + 1;
  }
  return source.length;
}

interface Cursor {
  source: string;
  index: number;
}

function readName(cursor: Cursor): string | null {
  NAME.lastIndex = cursor.index;
  const match = NAME.exec(cursor.source);
  if (!match) return null;
  cursor.index = NAME.lastIndex;
  return match[0];
}

function skipSpace(cursor: Cursor): void {
  SPACE.lastIndex = cursor.index;
  SPACE.exec(cursor.source);
  cursor.index = SPACE.lastIndex;
}

/** Reads attributes up to `>` or `/>`; returns whether the tag closed itself. */
function readAttributes(cursor: Cursor, attributes: [string, string][], report: Report): boolean {
  const { source } = cursor;
  while (cursor.index < source.length) {
    skipSpace(cursor);
    const char = source[cursor.index];
    if (char === '>') {
      cursor.index++;
      return false;
    }
    if (char === '/' && source[cursor.index + 1] === '>') {
      cursor.index += 2;
      return true;
    }
    ATTRIBUTE_NAME.lastIndex = cursor.index;
    const name = ATTRIBUTE_NAME.exec(source)?.[0];
    if (!name) {
      cursor.index++; // a stray '/' or '=': skip it
      continue;
    }
    cursor.index += name.length;
    skipSpace(cursor);
    let value = '';
    if (source[cursor.index] === '=') {
      cursor.index++;
      skipSpace(cursor);
      const quote = source[cursor.index];
      if (quote === '"' || quote === "'") {
        const end = source.indexOf(quote, cursor.index + 1);
        const stop = end === -1 ? source.length : end;
        value = source.slice(cursor.index + 1, stop);
        cursor.index = Math.min(source.length, stop + 1);
      } else {
        UNQUOTED_VALUE.lastIndex = cursor.index;
        value = UNQUOTED_VALUE.exec(source)?.[0] ?? '';
        cursor.index += value.length;
      }
    }
    attributes.push([name, decodeXmlEntities(value, report)]);
  }
  return false;
}

/** Parses SVG markup into a tree of elements and text; `report` hears what was skipped. */
export function parseSvg(source: string, report: Report = ignore): SvgNode[] {
  const root: SvgElementNode = { kind: 'element', name: '#root', attributes: [], children: [] };
  const stack: SvgElementNode[] = [root];
  const cursor: Cursor = { source, index: 0 };
  const pushText = (text: string) => {
    if (!text) return;
    const siblings = stack[stack.length - 1]!.children;
    const previous = siblings[siblings.length - 1];
    // One node for adjacent text (CDATA, stray `<`): a million pieces would cost a million nodes.
    if (previous?.kind === 'text') previous.text += text;
    else siblings.push({ kind: 'text', text });
  };
  while (cursor.index < source.length) {
    const start = cursor.index;
    const lt = source.indexOf('<', start);
    if (lt === -1) {
      pushText(decodeXmlEntities(source.slice(start), report));
      break;
    }
    if (lt > start) pushText(decodeXmlEntities(source.slice(start, lt), report));
    cursor.index = lt;
    if (source.startsWith('<!--', lt)) {
      report({ kind: 'comment', name: '<!-- -->', reason: 'comments are not kept' });
      cursor.index = skipTo(source, lt + 4, '-->');
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      pushText(source.slice(lt + 9, end === -1 ? source.length : end));
      cursor.index = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<!', lt)) {
      report({
        kind: 'doctype',
        name: '<!DOCTYPE>',
        reason: 'a DTD can define entities that build markup',
      });
      cursor.index = skipDeclaration(source, lt + 2);
    } else if (source.startsWith('<?', lt)) {
      const declaration = /^<\?xml[\s?]/.test(source.slice(lt, lt + 6));
      report({
        kind: 'instruction',
        name: declaration ? '<?xml?>' : '<?…?>',
        reason: declaration
          ? 'the XML declaration is not kept (stored SVG is UTF-8)'
          : 'processing instructions can load style sheets',
      });
      cursor.index = skipTo(source, lt + 2, '?>');
    } else if (source[lt + 1] === '/') {
      cursor.index = lt + 2;
      const name = readName(cursor);
      cursor.index = skipTo(source, cursor.index, '>');
      if (name) {
        const open = stack.findLastIndex((node) => node.name === name);
        if (open > 0) stack.length = open;
      }
    } else {
      cursor.index = lt + 1;
      const name = readName(cursor);
      if (!name) {
        pushText('<');
        continue;
      }
      const element: SvgElementNode = { kind: 'element', name, attributes: [], children: [] };
      const selfClosing = readAttributes(cursor, element.attributes, report);
      if (stack.length <= MAX_SVG_DEPTH) stack[stack.length - 1]!.children.push(element);
      else if (stack.length === MAX_SVG_DEPTH + 1)
        report({ kind: 'element', name, reason: `nested deeper than ${MAX_SVG_DEPTH} levels` });
      if (!selfClosing) stack.push(element);
    }
  }
  return root.children;
}

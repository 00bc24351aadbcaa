/**
 * A small, forgiving XML tokenizer for SVG: enough structure to filter by allow-list and write
 * the result back out. No DOM, so it runs the same in the browser, in Node and in the API.
 * Malformed input never throws: stray `<` is text, unclosed elements close at the end.
 */

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

/** Resolves the five XML entities and numeric references once, as an XML parser would. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,10}|[a-zA-Z]+);/g, (match, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Invalid code points (and NUL) would make the document unreadable: keep them as text.
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : match;
    }
    return XML_ENTITIES[body] ?? match;
  });
}

const NAME = /[A-Za-z_:][A-Za-z0-9_:.-]*/y;
const SPACE = /[\s]*/y;

function skipTo(source: string, from: number, terminator: string): number {
  const end = source.indexOf(terminator, from);
  return end === -1 ? source.length : end + terminator.length;
}

/** Skips a `<!DOCTYPE ...>` including an internal subset in brackets. */
function skipDeclaration(source: string, from: number): number {
  const close = source.indexOf('>', from);
  const bracket = source.indexOf('[', from);
  if (bracket !== -1 && (close === -1 || bracket < close)) {
    return skipTo(source, skipTo(source, bracket, ']'), '>');
  }
  return close === -1 ? source.length : close + 1;
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
function readAttributes(cursor: Cursor, attributes: [string, string][]): boolean {
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
    const nameMatch = /[^\s=/>]+/y;
    nameMatch.lastIndex = cursor.index;
    const name = nameMatch.exec(source)?.[0];
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
        const unquoted = /[^\s>]*/y;
        unquoted.lastIndex = cursor.index;
        value = unquoted.exec(source)?.[0] ?? '';
        cursor.index += value.length;
      }
    }
    attributes.push([name, decodeXmlEntities(value)]);
  }
  return false;
}

/** Parses SVG markup into a tree of elements and text. */
export function parseSvg(source: string): SvgNode[] {
  const root: SvgElementNode = { kind: 'element', name: '#root', attributes: [], children: [] };
  const stack: SvgElementNode[] = [root];
  const cursor: Cursor = { source, index: 0 };
  const pushText = (text: string) => {
    if (text) stack[stack.length - 1]!.children.push({ kind: 'text', text });
  };
  while (cursor.index < source.length) {
    const start = cursor.index;
    const lt = source.indexOf('<', start);
    if (lt === -1) {
      pushText(decodeXmlEntities(source.slice(start)));
      break;
    }
    if (lt > start) pushText(decodeXmlEntities(source.slice(start, lt)));
    cursor.index = lt;
    if (source.startsWith('<!--', lt)) {
      cursor.index = skipTo(source, lt + 4, '-->');
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      pushText(source.slice(lt + 9, end === -1 ? source.length : end));
      cursor.index = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<!', lt)) {
      cursor.index = skipDeclaration(source, lt + 2);
    } else if (source.startsWith('<?', lt)) {
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
      const selfClosing = readAttributes(cursor, element.attributes);
      if (stack.length <= MAX_SVG_DEPTH) stack[stack.length - 1]!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  return root.children;
}

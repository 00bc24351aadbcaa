// Newick's tokens with where each starts (line and column, 1-based), so a problem can point at
// the very character. Comments in [brackets] and lines starting with `#` are skipped; quoted
// labels keep their spaces, unquoted ones turn `_` into a space (Newick's own convention).
import type { DataProblem } from '../types';

export type Punctuation = '(' | ')' | ',' | ':' | ';';

export type Token =
  | { kind: Punctuation; line: number; column: number }
  | { kind: 'label'; text: string; line: number; column: number }
  | { kind: 'end'; line: number; column: number };

/** Characters that end an unquoted label. */
const DELIMITERS = new Set(['(', ')', ',', ':', ';', '[', ']', "'", '\n', '\r']);

export interface Lexer {
  /** The next token, or the problem that stops the file being read. */
  next: () => Token | DataProblem;
}

export function createLexer(source: string): Lexer {
  let at = 0;
  let line = 1;
  let column = 1;
  let lineStart = true;

  const newline = () => {
    if (source[at] === '\r' && source[at + 1] === '\n') at += 1;
    at += 1;
    line += 1;
    column = 1;
    lineStart = true;
  };
  const step = () => {
    at += 1;
    column += 1;
  };
  const isNewline = (char: string | undefined) => char === '\n' || char === '\r';

  /** Skips a `[comment]`; a problem when it never closes. */
  const skipComment = (): DataProblem | null => {
    const opened = { line, column };
    step();
    while (at < source.length && source[at] !== ']') {
      if (isNewline(source[at])) newline();
      else step();
    }
    if (at >= source.length)
      return {
        line: opened.line,
        key: 'phylo_tree.errors.comment',
        values: { column: opened.column },
      };
    step();
    return null;
  };

  /** A label in 'single quotes' ('' is a quote inside it); a problem when it never closes. */
  const quoted = (): Token | DataProblem => {
    const opened = { line, column };
    step();
    let text = '';
    for (;;) {
      if (at >= source.length)
        return {
          line: opened.line,
          key: 'phylo_tree.errors.quote',
          values: { column: opened.column },
        };
      const char = source[at]!;
      if (char === "'") {
        if (source[at + 1] !== "'") break;
        text += "'";
        step();
        step();
      } else if (isNewline(char)) {
        text += ' ';
        newline();
      } else {
        text += char;
        step();
      }
    }
    step();
    return { kind: 'label', text: text.trim(), ...opened };
  };

  const unquoted = (): Token => {
    const opened = { line, column };
    const from = at;
    while (at < source.length && !DELIMITERS.has(source[at]!)) step();
    const text = source.slice(from, at).trim().replace(/_/g, ' ');
    return { kind: 'label', text, ...opened };
  };

  const next = (): Token | DataProblem => {
    while (at < source.length) {
      const char = source[at]!;
      if (lineStart) {
        lineStart = false;
        // A `#` line is a note (a common habit in pasted data), never part of the tree.
        const end = source.slice(at).search(/\r|\n/);
        const text = end === -1 ? source.slice(at) : source.slice(at, at + end);
        if (text.trimStart().startsWith('#')) {
          at += text.length;
          column += text.length;
          continue;
        }
      }
      if (isNewline(char)) newline();
      else if (char.trim() === '') step();
      else if (char === '[') {
        const problem = skipComment();
        if (problem) return problem;
      } else if (char === "'") return quoted();
      else if ('(),:;'.includes(char)) {
        const token = { kind: char as Punctuation, line, column };
        step();
        return token;
      } else if (char === ']') {
        return { line, key: 'phylo_tree.errors.unexpected', values: { column, found: ']' } };
      } else return unquoted();
    }
    return { kind: 'end', line, column };
  };

  return { next };
}

export const isProblem = (value: Token | DataProblem): value is DataProblem => 'key' in value;

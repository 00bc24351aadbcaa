// Reads a phylogenetic tree in Newick format: nested clades in brackets, tip and internal labels
// (quoted or not), branch lengths after `:` (scientific notation too), comments in [brackets],
// ending with `;`. Iterative rather than recursive, so a deeply nested paste cannot overflow.
import { emptyProblem, problem } from '../table';
import type { DataProblem, Parsed } from '../types';
import { createLexer, isProblem, type Token } from './lexer';

export interface TreeNode {
  /** Its name (a tip's taxon, a clade's name or a support value); '' when unnamed. */
  label: string;
  /** The length of the branch leading to it; null when the file gives none. */
  length: number | null;
  /** Its parent's index in `PhyloTree.nodes`; -1 for the root. */
  parent: number;
  /** Its children's indices, in Newick order. */
  children: number[];
}

export interface PhyloTree {
  /** Every node in pre-order (a parent before its children); the root is node 0. */
  nodes: TreeNode[];
  /** The tips' indices, top to bottom in Newick order. */
  tips: number[];
  /** Whether any branch below the root has a length. */
  hasLengths: boolean;
}

/** Most tips drawn: beyond this no label could be read and the editor would slow down. */
export const MAX_TIPS = 2000;
/** Most nodes (tips, clades and single-child nodes together). */
const MAX_NODES = 3 * MAX_TIPS;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const shown = (token: Token) =>
  token.kind === 'label' ? token.text.slice(0, 40) : token.kind === 'end' ? '' : token.kind;

const unexpected = (token: Token): DataProblem => ({
  line: token.line,
  key: 'phylo_tree.errors.unexpected',
  values: { column: token.column, found: shown(token) },
});

export function parseNewick(source: string): Parsed<PhyloTree> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  if (/^\s*#nexus/i.test(source)) return problem(1, 'phylo_tree.errors.nexus');

  const lexer = createLexer(source);
  const nodes: TreeNode[] = [];
  const addNode = (parent: number) => {
    nodes.push({ label: '', length: null, parent, children: [] });
    const index = nodes.length - 1;
    if (parent >= 0) nodes[parent]!.children.push(index);
    return index;
  };
  /** Clades opened and not yet closed: their node and where their `(` stands. */
  const open: { node: number; line: number; column: number }[] = [];
  let current = addNode(-1);
  let token: Token | DataProblem = lexer.next();

  for (;;) {
    // The start of a subtree for `current`: a clade in brackets, or a tip (maybe unnamed).
    if (isProblem(token)) return { ok: false, problem: token };
    if (nodes.length > MAX_NODES)
      return problem(token.line, 'phylo_tree.errors.tooMany', { max: MAX_TIPS });
    if (token.kind === '(') {
      open.push({ node: current, line: token.line, column: token.column });
      current = addNode(current);
      token = lexer.next();
      continue;
    }
    if (token.kind === 'label') {
      nodes[current]!.label = token.text;
      token = lexer.next();
    }
    // After a subtree: its length, then a sibling, the end of its clade, or the end of the tree.
    for (;;) {
      if (isProblem(token)) return { ok: false, problem: token };
      if (token.kind === ':') {
        const colon: Token = token;
        token = lexer.next();
        const value: Token | DataProblem = token;
        if (isProblem(value)) return { ok: false, problem: value };
        if (value.kind !== 'label' || !NUMBER.test(value.text))
          return problem(colon.line, 'phylo_tree.errors.length', {
            column: colon.column,
            found: shown(value),
          });
        nodes[current]!.length = Number(value.text);
        token = lexer.next();
        if (isProblem(token)) return { ok: false, problem: token };
      }
      if (token.kind === ',') {
        const clade = open[open.length - 1];
        if (!clade) return unexpectedProblem(token);
        current = addNode(clade.node);
        token = lexer.next();
        break;
      }
      if (token.kind === ')') {
        const clade = open.pop();
        if (!clade)
          return problem(token.line, 'phylo_tree.errors.extraClose', { column: token.column });
        current = clade.node;
        token = lexer.next();
        if (!isProblem(token) && token.kind === 'label') {
          nodes[current]!.label = token.text;
          token = lexer.next();
        }
        continue;
      }
      if (token.kind === ';' || token.kind === 'end') {
        const clade = open[open.length - 1];
        if (clade)
          return problem(token.line, 'phylo_tree.errors.unclosed', {
            line: clade.line,
            column: clade.column,
          });
        if (token.kind === 'end') return problem(token.line, 'phylo_tree.errors.semicolon');
        return finish(nodes);
      }
      return unexpectedProblem(token);
    }
  }
}

const unexpectedProblem = (token: Token) => ({ ok: false as const, problem: unexpected(token) });

function finish(nodes: TreeNode[]): Parsed<PhyloTree> {
  const tips = nodes.flatMap((node, index) => (node.children.length === 0 ? [index] : []));
  if (tips.length > MAX_TIPS) return problem(0, 'phylo_tree.errors.tooMany', { max: MAX_TIPS });
  const hasLengths = nodes.some((node, index) => index > 0 && node.length !== null);
  return { ok: true, value: { nodes, tips, hasLengths } };
}

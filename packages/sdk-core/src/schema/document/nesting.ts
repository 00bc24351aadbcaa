// How deep a parsed JSON value nests, measured before any schema walks it: zod parses a group's
// children before the group's own depth check runs, so a body of groups 5,000 deep would
// exhaust the stack instead of being refused. No zod here, and no recursion.
import { GROUP_DEPTH_MESSAGE, MAX_GROUP_DEPTH } from './guards';

/**
 * Arrays and objects inside one another, this deep at most. A slide with groups at their
 * deepest nests about 30 levels (body, content, 8 x group and elements, an element's points).
 */
export const MAX_JSON_DEPTH = 64;
export const JSON_DEPTH_MESSAGE = `JSON can be nested ${MAX_JSON_DEPTH} levels deep at most`;

/**
 * Why the value nests too deep (JSON_DEPTH_MESSAGE, or GROUP_DEPTH_MESSAGE for groups inside
 * groups' `elements` beyond MAX_GROUP_DEPTH), or null. Iterative, and it stops at the first
 * level past a limit: a hostile body costs no more than a legal one of the same size.
 */
export function nestingProblem(value: unknown): string | null {
  // Parallel stacks: the container, its JSON depth, and how many groups enclose it.
  const nodes: object[] = [];
  const depths: number[] = [];
  const groups: number[] = [];
  const push = (node: unknown, depth: number, enclosingGroups: number) => {
    if (typeof node !== 'object' || node === null) return;
    nodes.push(node);
    depths.push(depth);
    groups.push(enclosingGroups);
  };
  push(value, 1, 0);
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    const enclosing = groups.pop()!;
    if (depth > MAX_JSON_DEPTH) return JSON_DEPTH_MESSAGE;
    if (Array.isArray(node)) {
      for (const item of node) push(item, depth + 1, enclosing);
      continue;
    }
    const record = node as Record<string, unknown>;
    const isGroup = record.type === 'group' && Array.isArray(record.elements);
    // A group of plain elements has depth 1 (guards.ts groupDepth).
    if (isGroup && enclosing + 1 > MAX_GROUP_DEPTH) return GROUP_DEPTH_MESSAGE;
    for (const key in record) {
      push(record[key], depth + 1, isGroup && key === 'elements' ? enclosing + 1 : enclosing);
    }
  }
  return null;
}

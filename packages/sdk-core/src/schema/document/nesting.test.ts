import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GROUP_DEPTH_MESSAGE,
  MAX_GROUP_DEPTH,
  MAX_ISSUE_LENGTH,
  MAX_LISTED_ISSUES,
  formatIssues,
  groupDepth,
  safeParseSlideDocument,
} from '../index';
import { JSON_DEPTH_MESSAGE, MAX_JSON_DEPTH, nestingProblem } from './nesting';

const rect = { type: 'rect', id: 'r', left: 0, top: 0, width: 10, height: 10 };

/** Groups `depth` deep, built without recursion so depth can be large. */
function nestedGroups(depth: number): Record<string, unknown> {
  let element: Record<string, unknown> = rect;
  for (let level = 0; level < depth; level++) {
    element = { ...rect, type: 'group', id: `g${level}`, elements: [element, { ...rect }] };
  }
  return element;
}

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

describe('nestingProblem', () => {
  it('agrees with groupDepth on where the group limit lies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (depth) => {
        const group = nestedGroups(depth);
        const expected = groupDepth(group as never) > MAX_GROUP_DEPTH ? GROUP_DEPTH_MESSAGE : null;
        expect(nestingProblem({ content: { elements: [group] } })).toBe(expected);
      }),
    );
  });

  it('counts groups only through their elements', () => {
    // A group-like object under another key is not a child group.
    const sideways = { ...rect, type: 'group', elements: [], extra: nestedGroups(MAX_GROUP_DEPTH) };
    expect(nestingProblem(sideways)).toBeNull();
  });

  it(`allows JSON ${MAX_JSON_DEPTH} levels deep and no deeper`, () => {
    expect(nestingProblem(nestedArrays(MAX_JSON_DEPTH))).toBeNull();
    expect(nestingProblem(nestedArrays(MAX_JSON_DEPTH + 1))).toBe(JSON_DEPTH_MESSAGE);
    expect(nestingProblem({ a: nestedArrays(MAX_JSON_DEPTH) })).toBe(JSON_DEPTH_MESSAGE);
    expect(nestingProblem('text')).toBeNull();
  });

  it('measures 100,000 levels without recursing', () => {
    expect(nestingProblem(nestedArrays(100_000))).toBe(JSON_DEPTH_MESSAGE);
    expect(nestingProblem(nestedGroups(100_000))).toBe(GROUP_DEPTH_MESSAGE);
  });

  it('guards the document parser: a deep document is refused, not a stack overflow', () => {
    const document = { schemaVersion: 1, width: 800, height: 600, elements: [nestedGroups(5000)] };
    const result = safeParseSlideDocument(document);
    expect(result.success).toBe(false);
    expect(!result.success && result.error.message).toBe(GROUP_DEPTH_MESSAGE);
  });
});

describe('formatIssues', () => {
  it('lists a few problems, each cut short, and counts the rest', () => {
    const issues = Array.from({ length: 10_000 }, (_, index) => ({
      path: ['elements', index, 'x'.repeat(1000)],
      message: 'Invalid',
    }));
    const lines = formatIssues(issues);
    expect(lines).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(lines[0]!.startsWith('elements[0].xxx')).toBe(true);
    expect(lines.every((line) => line.length <= MAX_ISSUE_LENGTH)).toBe(true);
    expect(lines.at(-1)).toBe(`…and ${10_000 - MAX_LISTED_ISSUES} more problems`);
    expect(formatIssues(issues.slice(0, 2))).toEqual([
      `elements[0].${'x'.repeat(1000)}: Invalid`.slice(0, MAX_ISSUE_LENGTH - 1) + '…',
      `elements[1].${'x'.repeat(1000)}: Invalid`.slice(0, MAX_ISSUE_LENGTH - 1) + '…',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { preflight } from './preflight';
import { profileById } from './profiles';
import { busySlide } from './testing/busy-slide';

describe('preflight', () => {
  it('lists problems check by check, each with a stable id', () => {
    const doc = busySlide();
    const first = preflight([doc], profileById('cell'));
    const again = preflight([doc], profileById('cell'));
    expect(first.problems.map((problem) => problem.id)).toEqual(again.problems.map((p) => p.id));
    expect(new Set(first.problems.map((problem) => problem.id)).size).toBe(first.problems.length);
    const order = first.problems.map((problem) => problem.check);
    expect(order.indexOf('font-size')).toBeLessThan(order.lastIndexOf('legibility'));
  });

  it('checks every element of a 200-element slide, groups included', () => {
    // Its speed is the bench's `preflight 200 elements (median)` figure, not a timed test.
    const doc = busySlide();
    let count = 0;
    const visit = (elements: typeof doc.elements) =>
      elements.forEach((element) => {
        count++;
        if (element.type === 'group') visit(element.elements);
      });
    visit(doc.elements);
    expect(count).toBeGreaterThanOrEqual(200);
    const result = preflight([doc], profileById('cell'));
    expect(result.problems.length).toBeGreaterThan(0);
  });
});

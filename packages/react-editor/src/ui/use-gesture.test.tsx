// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoots } from '../testing/react-root';
import { useGesture, type Gesture } from './use-gesture';

const render = reactRoots();

describe('useGesture', () => {
  it('gives two fields different gestures, keeps one across renders and starts a new one on demand', async () => {
    const seen: { a: Gesture[]; b: Gesture[] } = { a: [], b: [] };
    let rerender = () => {};
    function Field({ name }: { name: 'a' | 'b' }) {
      const gesture = useGesture();
      const [, setCount] = useState(0);
      seen[name].push(gesture);
      if (name === 'a') rerender = () => setCount((count) => count + 1);
      return null;
    }
    await render(
      <>
        <Field name="a" />
        <Field name="b" />
      </>,
    );
    const [a] = seen.a as [Gesture];
    const [b] = seen.b as [Gesture];
    // Each panel once kept its own counter, so two panels could both hand the history "g1".
    expect(a.current).not.toBe(b.current);

    const first = a.current;
    await act(async () => rerender());
    expect(seen.a.at(-1)!.current).toBe(first);

    a.start();
    expect(a.current).not.toBe(first);
    expect(a.current).not.toBe(b.current);
  });
});

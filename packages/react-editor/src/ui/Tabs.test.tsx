// @vitest-environment jsdom
// The inspector's tabs as a keyboard user meets them: one tab stop, arrows move and show.
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoots } from '../testing/react-root';
import { Tabs } from './Tabs';

const render = reactRoots();

function Harness() {
  const [selected, setSelected] = useState<'style' | 'frame' | 'alt'>('style');
  return (
    <Tabs
      label="Properties"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'style', label: 'Style', content: <p>Fill</p> },
        { id: 'frame', label: 'Position', content: <p>X and Y</p> },
        { id: 'alt', label: 'Alt text', content: <p>Describe it</p> },
      ]}
    />
  );
}

const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('Tabs', () => {
  it('shows the selected tab’s panel, named by its tab, with one tab in the Tab order', async () => {
    const host = await render(<Harness />);
    const tabs = [...host.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panel = () => host.querySelector('[role="tabpanel"]')!;
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(panel().textContent).toBe('Fill');
    expect(document.getElementById(panel().getAttribute('aria-labelledby')!)).toBe(tabs[0]);

    await key(tabs[0]!, 'ArrowRight');
    expect(panel().textContent).toBe('X and Y');
    expect(document.activeElement).toBe(tabs[1]);
    await key(tabs[1]!, 'ArrowLeft');
    await key(tabs[0]!, 'ArrowLeft');
    expect(panel().textContent).toBe('Describe it');
    await key(tabs[2]!, 'Home');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await act(async () => tabs[1]!.click());
    expect(panel().textContent).toBe('X and Y');
  });
});

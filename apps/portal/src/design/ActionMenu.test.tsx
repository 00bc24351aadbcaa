// @vitest-environment jsdom
// The card's "more" menu as a keyboard and a pointer meet it: it opens on its first action,
// arrow keys go round, Escape closes and gives the focus back, a press elsewhere closes it, and an
// action runs once and closes it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

async function renderMenu(onDelete = vi.fn(), onMove = vi.fn()) {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <ActionMenu
        label="More actions for Lab poster"
        actions={[
          { label: 'Move to team workspace', onSelect: onMove },
          { label: 'Delete', ariaLabel: 'Delete Lab poster', onSelect: onDelete, danger: true },
        ]}
      />,
    ),
  );
  const button = host.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  const key = (name: string) =>
    act(async () => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true }),
      );
    });
  const focused = () => document.activeElement?.textContent;
  return { button, key, focused, menu: () => host.querySelector('[role="menu"]') };
}

describe('ActionMenu', () => {
  it('opens on its first action; arrows go round; Escape closes and gives focus back', async () => {
    const { button, key, focused, menu } = await renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu()?.getAttribute('aria-label')).toBe('More actions for Lab poster');
    expect(focused()).toBe('Move to team workspace');
    await key('ArrowDown');
    expect(focused()).toBe('Delete');
    await key('ArrowDown');
    expect(focused()).toBe('Move to team workspace');
    await key('ArrowUp');
    expect(focused()).toBe('Delete');
    await key('Escape');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen action once and closes; a press elsewhere closes it too', async () => {
    const onDelete = vi.fn();
    const { button, menu } = await renderMenu(onDelete);
    await act(async () => button.click());
    const remove = host.querySelector<HTMLButtonElement>('[aria-label="Delete Lab poster"]')!;
    expect(remove.getAttribute('role')).toBe('menuitem');
    await act(async () => remove.click());
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(menu()).toBeNull();

    await act(async () => button.click());
    expect(menu()).not.toBeNull();
    await act(async () => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(menu()).toBeNull();
  });
});

// @vitest-environment jsdom
// Typing held for a field on its way: the characters wait for it instead of reaching the page's
// shortcuts, and once it has them (or the hold times out) keys go where they always did.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTyping, TYPE_AHEAD_MS } from './type-ahead';

const press = (key: string, init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );

const shortcuts = vi.fn();
document.addEventListener('keydown', (event) => shortcuts(event.key));
afterEach(() => {
  shortcuts.mockClear();
  vi.useRealTimers();
});

describe('holding typing for a field on its way', () => {
  it('keeps the characters (Backspace included) from the shortcuts, for the field', () => {
    const hold = holdTyping(document);
    for (const key of ['W', 'h', 'y', 'x', 'Backspace', '?']) press(key);
    expect(shortcuts).not.toHaveBeenCalled();
    expect(hold.take()).toBe('Why?');
    press('?');
    expect(shortcuts).toHaveBeenCalledWith('?');
  });

  it('lets shortcuts with a modifier and other keys through, and ends by itself', () => {
    vi.useFakeTimers();
    const hold = holdTyping(document);
    press('z', { ctrlKey: true });
    press('Escape');
    expect(shortcuts.mock.calls.map(([key]) => key)).toEqual(['z', 'Escape']);
    vi.advanceTimersByTime(TYPE_AHEAD_MS + 1);
    press('a');
    expect(shortcuts).toHaveBeenLastCalledWith('a');
    expect(hold.take()).toBe('');
  });
});

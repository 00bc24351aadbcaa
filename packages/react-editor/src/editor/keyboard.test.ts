import { describe, expect, it } from 'vitest';
import { commandForKey, isTypingTarget } from './keyboard';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it('maps undo and both redo shortcuts with Ctrl or Cmd', () => {
    expect(commandForKey(key('z', { ctrlKey: true }))).toBe('undo');
    expect(commandForKey(key('z', { metaKey: true }))).toBe('undo');
    expect(commandForKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(commandForKey(key('y', { ctrlKey: true }))).toBe('redo');
    expect(commandForKey(key('y', { metaKey: true }))).toBe('redo');
  });

  it('maps Delete, Backspace and Escape, and ignores plain letters', () => {
    expect(commandForKey(key('Delete'))).toBe('delete');
    expect(commandForKey(key('Backspace'))).toBe('delete');
    expect(commandForKey(key('Escape'))).toBe('escape');
    expect(commandForKey(key('z'))).toBeNull();
    expect(commandForKey(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('recognises typing targets', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(
      isTypingTarget({ tagName: 'DIV', isContentEditable: false } as unknown as EventTarget),
    ).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

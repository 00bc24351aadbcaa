import { describe, expect, it } from 'vitest';
import {
  commandForKey,
  isMacPlatform,
  isTypingTarget,
  keyBelongsToTarget,
  nudgeDelta,
} from './keyboard';
import { shortcutList } from './shortcut-list';
import { englishTranslator } from '../i18n/testing';

const key = (
  k: string,
  mods: Partial<{
    ctrlKey: boolean;
    metaKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    code: string;
  }> = {},
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

  it('maps the zoom keys: Ctrl+= and Ctrl+-, Shift+1 to fit, Shift+2 to the selection', () => {
    expect(commandForKey(key('=', { ctrlKey: true }))).toBe('zoom-in');
    expect(commandForKey(key('+', { metaKey: true, shiftKey: true }))).toBe('zoom-in');
    expect(commandForKey(key('-', { ctrlKey: true }))).toBe('zoom-out');
    // By the key's place: Shift+1 types "!" in English and "1" in French.
    expect(commandForKey(key('!', { shiftKey: true, code: 'Digit1' }))).toBe('zoom-fit');
    expect(commandForKey(key('1', { shiftKey: true, code: 'Digit1' }))).toBe('zoom-fit');
    expect(commandForKey(key('@', { shiftKey: true, code: 'Digit2' }))).toBe('zoom-selection');
    expect(commandForKey(key('1', { code: 'Digit1' }))).toBeNull();
  });

  it('recognises typing targets', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(
      isTypingTarget({ tagName: 'DIV', isContentEditable: false } as unknown as EventTarget),
    ).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('lets undo and redo through from a slider or a select, never from a text field', () => {
    const target = (tagName: string, type?: string) =>
      ({ tagName, type }) as unknown as EventTarget;
    expect(keyBelongsToTarget(target('INPUT', 'range'), 'undo')).toBe(false);
    expect(keyBelongsToTarget(target('INPUT', 'checkbox'), 'redo')).toBe(false);
    expect(keyBelongsToTarget(target('SELECT'), 'undo')).toBe(false);
    // The slider keeps its arrows, and text keeps its own undo.
    expect(keyBelongsToTarget(target('INPUT', 'range'), 'nudge')).toBe(true);
    expect(keyBelongsToTarget(target('INPUT', 'text'), 'undo')).toBe(true);
    expect(keyBelongsToTarget(target('INPUT', 'number'), 'redo')).toBe(true);
    expect(keyBelongsToTarget(target('TEXTAREA'), 'undo')).toBe(true);
    expect(keyBelongsToTarget(target('DIV'), 'copy')).toBe(false);
  });
});

describe('arrange and clipboard shortcuts', () => {
  it('maps copy, cut, paste, duplicate, select all, group and ungroup', () => {
    expect(commandForKey(key('c', { ctrlKey: true }))).toBe('copy');
    expect(commandForKey(key('x', { metaKey: true }))).toBe('cut');
    expect(commandForKey(key('v', { ctrlKey: true }))).toBe('paste');
    expect(commandForKey(key('d', { ctrlKey: true }))).toBe('duplicate');
    expect(commandForKey(key('a', { metaKey: true }))).toBe('select-all');
    expect(commandForKey(key('g', { ctrlKey: true }))).toBe('group');
    expect(commandForKey(key('G', { ctrlKey: true, shiftKey: true }))).toBe('ungroup');
    expect(commandForKey(key('c'))).toBeNull();
    expect(commandForKey(key('?', { shiftKey: true }))).toBe('shortcuts');
    expect(commandForKey(key('Enter'))).toBe('enter');
  });

  it('nudges 1 px with arrows and 10 px with Shift, never with Alt', () => {
    expect(commandForKey(key('ArrowLeft'))).toBe('nudge');
    expect(nudgeDelta(key('ArrowLeft'))).toEqual({ dx: -1, dy: 0 });
    expect(nudgeDelta(key('ArrowDown', { shiftKey: true }))).toEqual({ dx: 0, dy: 10 });
    expect(commandForKey(key('ArrowUp', { altKey: true }))).toBeNull();
  });

  it('lists every shortcut, with ⌘ on a Mac', () => {
    const mac = shortcutList(true, englishTranslator()).map((item) => item.keys);
    expect(mac).toContain('⌘⇧G');
    expect(mac).toContain('⌥drag');
    expect(shortcutList(false, englishTranslator()).map((item) => item.keys)).toContain(
      'Ctrl+Shift+G',
    );
    expect(isMacPlatform({ navigator: { platform: 'MacIntel', userAgent: '' } })).toBe(true);
    expect(isMacPlatform({ navigator: { platform: 'Linux x86_64', userAgent: '' } })).toBe(false);
  });
});

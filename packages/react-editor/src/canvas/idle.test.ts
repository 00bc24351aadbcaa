import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { afterFirstSlideChecked } from './idle';

describe('afterFirstSlideChecked', () => {
  it('runs once the first slide is checked, at once if it is already, never once let go', () => {
    const editor = { firstSlideChecked: createStore<boolean>()(() => false) };
    const ran: string[] = [];
    afterFirstSlideChecked(editor, () => ran.push('waited'));
    const letGo = afterFirstSlideChecked(editor, () => ran.push('let go'));
    letGo();
    expect(ran).toEqual([]);
    editor.firstSlideChecked.setState(true, true);
    editor.firstSlideChecked.setState(true, true);
    expect(ran).toEqual(['waited']);
    afterFirstSlideChecked(editor, () => ran.push('already'));
    expect(ran).toEqual(['waited', 'already']);
  });
});

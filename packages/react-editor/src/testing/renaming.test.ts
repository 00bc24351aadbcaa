// @vitest-environment jsdom
// Renaming the creation is an explicit edit and a step of the editor's one undo history: Ctrl+Z
// takes back a rename or a slide edit, whichever came last, and the server hears each.
import { describe, expect, it } from 'vitest';
import { position, rect, headlessEditors } from './fixtures';
import type { TestEditor } from './test-editor';

const open = headlessEditors();

const storedName = async (t: TestEditor) => (await t.api.getCreation(t.api.creationId)).name;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('renaming', () => {
  it('stores the trimmed name and reports it to the host', async () => {
    const t = await open(rect('a', 100, 100));
    const heard: string[] = [];
    t.editor.on('name', ({ name }) => heard.push(name));
    await t.editor.rename('  PD-1 blockade  ');
    expect(t.editor.getName()).toBe('PD-1 blockade');
    expect(await storedName(t)).toBe('PD-1 blockade');
    expect(heard).toEqual(['PD-1 blockade']);
  });

  it('refuses an empty or too-long name with the reason, and keeps the old one', async () => {
    const t = await open();
    await expect(t.editor.rename('   ')).rejects.toThrow('Give the creation a name.');
    await expect(t.editor.rename('x'.repeat(201))).rejects.toThrow('at most 200 characters');
    expect(t.editor.getName()).toBe('Untitled');
    expect(t.editor.canUndo()).toBe(false);
  });

  it('undoes a rename with Ctrl+Z when it was the last step, then the slide edit before it', async () => {
    const t = await open(rect('a', 100, 100));
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    await t.editor.rename('Cell abstract');

    t.press('z', { ctrlKey: true });
    expect(t.editor.getName()).toBe('Untitled');
    expect(position(t.element('a')).left).toBe(101);
    await settled();
    expect(await storedName(t)).toBe('Untitled');

    t.press('z', { ctrlKey: true });
    expect(position(t.element('a')).left).toBe(100);
    expect(t.editor.canUndo()).toBe(false);

    // Redo runs forward in the same order.
    t.press('y', { ctrlKey: true });
    expect(position(t.element('a')).left).toBe(101);
    expect(t.editor.getName()).toBe('Untitled');
    t.press('y', { ctrlKey: true });
    expect(t.editor.getName()).toBe('Cell abstract');
    await settled();
    expect(await storedName(t)).toBe('Cell abstract');
  });

  it('undoes a slide edit made after the rename first, leaving the name', async () => {
    const t = await open(rect('a', 100, 100));
    await t.editor.rename('Cell abstract');
    t.click(t.centreOf('a'));
    t.press('ArrowDown');

    t.press('z', { ctrlKey: true });
    expect(position(t.element('a')).top).toBe(100);
    expect(t.editor.getName()).toBe('Cell abstract');
    t.press('z', { ctrlKey: true });
    expect(t.editor.getName()).toBe('Untitled');
  });

  it('forgets an undone rename once the slide is edited again', async () => {
    const t = await open(rect('a', 100, 100));
    await t.editor.rename('Cell abstract');
    t.editor.undo();
    t.click(t.centreOf('a'));
    t.press('ArrowRight');
    t.press('z', { ctrlKey: true });
    t.press('y', { ctrlKey: true });
    expect(position(t.element('a')).left).toBe(101);
    expect(t.editor.canRedo()).toBe(false);
    expect(t.editor.getName()).toBe('Untitled');
  });

  it('puts the name back and tells the host when the server refuses the undo', async () => {
    const t = await open(rect('a', 100, 100));
    await t.editor.rename('Cell abstract');
    const errors: string[] = [];
    t.editor.on('error', ({ kind, message }) => errors.push(`${kind}: ${message}`));
    t.api.updateCreation = () => Promise.reject(new Error('Offline'));

    t.press('z', { ctrlKey: true });
    expect(t.editor.getName()).toBe('Untitled');
    await settled();
    expect(t.editor.getName()).toBe('Cell abstract');
    expect(errors).toEqual(['name: Offline']);
    expect(t.editor.canUndo()).toBe(true);
  });
});

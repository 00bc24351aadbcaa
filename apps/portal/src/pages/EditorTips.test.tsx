// @vitest-environment jsdom
// The editor's first-open tips: for people who edit, not for someone who may only comment.
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPortal } from '../testing/render';
import { EditorTips } from './EditorTips';

afterEach(() => window.localStorage.clear());

describe('the editor’s tips', () => {
  it('tell someone who edits how to add to the figure', async () => {
    const page = await renderInPortal(<EditorTips userId="user-1" readOnly={false} />);
    expect(page.textContent).toContain('Add what the figure needs.');
  });

  it('say nothing to someone who may only comment (they cannot add anything)', async () => {
    const page = await renderInPortal(<EditorTips userId="user-1" readOnly />);
    expect(page.textContent).toBe('');
  });
});

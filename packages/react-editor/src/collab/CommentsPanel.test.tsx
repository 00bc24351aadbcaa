// @vitest-environment jsdom
// The Comments panel as a reviewer uses it: Reply and Edit open a field that takes what they type
// next (keys typed after the click were lost while focus stayed on the link).
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SlideComment } from '@figura/sdk-core/schema';
import type { CommentsController } from '@figura/sdk-core/stores';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { reactRoots } from '../testing/react-root';
import { CommentsPanel } from './CommentsPanel';

const render = reactRoots();

const comment = (id: string, text: string, mine: boolean): SlideComment => ({
  id,
  creationId: 'c',
  slideId: 's',
  elementId: 'receptor',
  parentId: null,
  author: { id: mine ? 'me' : 'them', name: mine ? 'Sam' : 'Alex' },
  mine,
  text,
  checked: false,
  createdAt: '2026-12-02T09:00:00.000Z',
  updatedAt: '2026-12-02T09:00:00.000Z',
});

function panel(
  comments: SlideComment[],
  selectedElementId: string | null = null,
  takeTyped?: () => string,
) {
  const reply = vi.fn(async () => comments[0]!);
  const controller = {
    state: createStore(() => ({
      slideId: 's',
      comments,
      status: 'ready',
      error: null,
      visible: true,
      unread: 0,
    })),
    reply,
    edit: vi.fn(async () => comments[0]!),
    add: vi.fn(),
    setChecked: vi.fn(async () => comments[0]!),
    remove: vi.fn(async () => {}),
    setVisible: vi.fn(),
    markRead: vi.fn(),
    load: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
  } as unknown as CommentsController;
  return {
    reply,
    element: (
      <I18nProvider i18n={createEnglishI18n()}>
        <CommentsPanel
          comments={controller}
          selectedElementId={selectedElementId}
          elementName={() => 'Receptor'}
          isOwner={false}
          focusedThreadId={null}
          onSelectElement={() => {}}
          onClose={() => {}}
          {...(takeTyped && { takeTyped })}
        />
      </I18nProvider>
    ),
  };
}

const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((found) => found.textContent === name)!;

describe('the Comments panel', () => {
  it('opened with an element selected, takes the words for it at once', async () => {
    const { element } = panel([], 'receptor');
    const host = await render(element);
    const field = host.querySelector('textarea')!;
    expect(host.querySelector('label[for="' + field.id + '"]')?.textContent).toBe(
      'Comment on Receptor',
    );
    expect(document.activeElement).toBe(field);
  });

  it('keeps what was typed before it showed, in the new comment’s field', async () => {
    const { element } = panel([], 'receptor', () => 'Which clone');
    const host = await render(element);
    const field = host.querySelector('textarea')!;
    expect(field.value).toBe('Which clone');
    expect(document.activeElement).toBe(field);
  });

  it('puts the cursor in the reply field Reply opens, and in the field Edit opens', async () => {
    const { element } = panel([comment('a', 'Is this the right receptor?', false)]);
    const host = await render(element);
    const newThread = host.querySelector('textarea')!;
    // The new-comment field is there from the start and takes no focus of its own.
    expect(document.activeElement).not.toBe(newThread);
    await act(async () => button(host, 'Reply').click());
    const fields = host.querySelectorAll('textarea');
    expect(fields).toHaveLength(2);
    expect(document.activeElement).toBe(fields[1]);
    expect(document.activeElement?.getAttribute('placeholder')).toMatch(/reply/i);
  });

  it('focuses the text of one’s own comment when editing it', async () => {
    const { element } = panel([comment('a', 'Legend too small', true)]);
    const host = await render(element);
    await act(async () => button(host, 'Edit').click());
    const active = document.activeElement as HTMLTextAreaElement;
    expect(active.tagName).toBe('TEXTAREA');
    expect(active.value).toBe('Legend too small');
  });
});

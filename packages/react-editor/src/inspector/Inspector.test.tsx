// @vitest-environment jsdom
// The inspector draws the engine's tab: a host (or a test) that picks a tab through
// editor.panels sees it selected, and a click on a tab is engine state too.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { headlessEditors, rect } from '../testing/fixtures';
import { eventually } from '../testing/eventually';
import { reactRoots } from '../testing/react-root';
import { Inspector } from './Inspector';

const open = headlessEditors();
const mount = reactRoots();

const selectedTab = (host: HTMLElement) =>
  host.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('the inspector', () => {
  it('shows the tab the engine holds, and a click on a tab moves the engine', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.editor.select(['a']);
    const host = await mount(
      <I18nProvider i18n={createEnglishI18n()}>
        <Inspector editor={t.editor} />
      </I18nProvider>,
    );
    expect(selectedTab(host)).toBe('Style');

    await act(async () => t.editor.panels.showTab('alt'));
    expect(selectedTab(host)).toBe('Alt text');

    const position = [...host.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === 'Position',
    )!;
    await act(async () => position.click());
    expect(t.editor.panels.state.getState().inspectorTab).toBe('frame');
    // Another element selected: the same tab.
    await act(async () => t.editor.select(['b']));
    expect(selectedTab(host)).toBe('Position');
    // The tab's fields (loaded on first use) show b's place: the test ends with nothing pending.
    await eventually(() =>
      expect(host.querySelector<HTMLInputElement>('[role="tabpanel"] input')?.value).toBe('400'),
    );
  });

  it('says of a group what it is and how to change one of its elements', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.editor.select(['a', 'b']);
    t.editor.commands.group();
    const host = await mount(
      <I18nProvider i18n={createEnglishI18n()}>
        <Inspector editor={t.editor} />
      </I18nProvider>,
    );
    expect(host.textContent).toContain('A group of 2 elements');
    expect(host.textContent).toContain('ungroup it first');
  });
});

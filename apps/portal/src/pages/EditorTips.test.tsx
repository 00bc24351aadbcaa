// @vitest-environment jsdom
// The editor's first-open tips: for people who edit, not for someone who may only comment.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { EditorTips } from './EditorTips';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  window.localStorage.clear();
});

async function render(readOnly: boolean) {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  host = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(host!);
    root.render(
      <I18nProvider i18n={i18n}>
        <EditorTips userId="user-1" readOnly={readOnly} />
      </I18nProvider>,
    );
  });
  return host;
}

describe('the editor’s tips', () => {
  it('tell someone who edits how to add to the figure', async () => {
    const page = await render(false);
    expect(page.textContent).toContain('Add what the figure needs.');
  });

  it('say nothing to someone who may only comment (they cannot add anything)', async () => {
    const page = await render(true);
    expect(page.textContent).toBe('');
  });
});

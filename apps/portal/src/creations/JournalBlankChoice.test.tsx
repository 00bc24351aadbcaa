// @vitest-environment jsdom
// "Blank, sized for a journal…" under New graphical abstract: each journal by its design size
// and what that becomes in print, and choosing one gives its size for the new creation.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { JournalBlankChoice } from './JournalBlankChoice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

describe('a blank abstract sized for a journal', () => {
  it('names each journal by its size and print size, and gives the size of the one chosen', async () => {
    const i18n = createEnglishI18n();
    i18n.addResourceBundle('en', 'portal', portalStrings);
    const onChoose = vi.fn();
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <I18nProvider i18n={i18n}>
          <JournalBlankChoice disabled={false} onChoose={onChoose} />
        </I18nProvider>,
      ),
    );
    const journal = host.querySelector('select')!;
    expect(journal.getAttribute('aria-label')).toBe('Blank, sized for a journal…');
    // The registry loads with the choice: the list takes input once it is here.
    await vi.waitFor(() => expect(journal.disabled).toBe(false));
    expect(journal.querySelector('option[value="acs-toc"]')?.textContent).toBe(
      'ACS — 975 × 525 px, printed 8.3 × 4.4 cm, text from 6 pt',
    );
    await act(async () => {
      journal.value = 'acs-toc';
      journal.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChoose).toHaveBeenCalledWith({ width: 975, height: 525 });
  });
});

// @vitest-environment jsdom
// A creation's card in /my-creations says when it was last edited, dd/mm/yyyy hh:mm in the
// person's own time zone (spec §9), with the portal's English strings.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Creation } from '@figura/sdk-core/schema';
import { createEnglishI18n, MemoryFiguraApi } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { CreationCard } from './CreationCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The card's "Edited …" line, for `creation` (the card is drawn, read and taken away). */
async function editedLine(creation: Creation): Promise<string> {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  const host = document.body.appendChild(document.createElement('ul'));
  const root: Root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <CreationCard creation={creation} />
        </MemoryRouter>
      </I18nProvider>,
    ),
  );
  const lines = [...host.querySelectorAll('.creation-meta')].map((line) => line.textContent);
  await act(async () => root.unmount());
  host.remove();
  return lines.find((line) => line?.startsWith('Edited ')) ?? '';
}

const dayOf = (date: Date) =>
  [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') +
  `/${date.getFullYear()}`;

describe('a creation card', () => {
  it('dates creations dd/mm/yyyy hh:mm', async () => {
    const api = new MemoryFiguraApi({ name: 'Tagged poster' });
    const made = await api.getCreation(api.creationId);
    const text = await editedLine(made);
    expect(text).toMatch(/^Edited \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Made just now: the day is today's, in the local time zone (around midnight, yesterday's).
    const day = text.slice('Edited '.length, 'Edited '.length + 10);
    expect([dayOf(new Date()), dayOf(new Date(Date.now() - 36e5))]).toContain(day);

    // The API's timestamp is UTC; the card reads it in local time.
    const edited = new Date(2026, 10, 24, 18, 5, 30);
    expect(await editedLine({ ...made, updatedAt: edited.toISOString() })).toBe(
      'Edited 24/11/2026 18:05',
    );
  });
});

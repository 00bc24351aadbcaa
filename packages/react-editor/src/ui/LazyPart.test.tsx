// @vitest-environment jsdom
// A panel whose code cannot be fetched (a dropped connection, or a deploy that removed the old
// file) says so in its place; the editor around it stays on the page.
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '../i18n/translation';
import { eventually } from '../testing/eventually';
import { reactRoots } from '../testing/react-root';
import { LazyPart } from './LazyPart';

const render = reactRoots();

describe('a lazily loaded part of the editor', () => {
  it('shows itself once its code is in', async () => {
    const Panel = lazy(async () => ({ default: () => <p>Layers</p> }));
    const host = await render(
      <I18nProvider i18n={createEnglishI18n()}>
        <LazyPart fallback={<p>Loading…</p>}>
          <Panel />
        </LazyPart>
      </I18nProvider>,
    );
    await eventually(() => expect(host.textContent).toBe('Layers'));
  });

  it('says it could not be loaded, offers a reload, and leaves the rest of the editor working', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Panel = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const host = await render(
      <I18nProvider i18n={createEnglishI18n()}>
        <button type="button">Undo</button>
        <LazyPart>
          <Panel />
        </LazyPart>
      </I18nProvider>,
    );
    await eventually(() => expect(host.querySelector('[role="alert"]')).not.toBeNull());
    expect(host.querySelector('[role="alert"]')!.textContent).toContain(
      'This part of the editor could not be loaded',
    );
    expect([...host.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Undo',
      'Reload the page',
    ]);
    logged.mockRestore();
  });
});

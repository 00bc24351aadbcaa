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
import { lazyPart } from './lazy-retry';

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
      'Try again',
      'Reload the page',
    ]);
    logged.mockRestore();
  });

  /** A part whose file cannot be fetched until `reach()`, shown failed. */
  async function unreachablePart(name: string) {
    let reachable = false;
    const Part = lazyPart(() =>
      reachable
        ? Promise.resolve({ default: () => <p>{name}</p> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const host = await render(
      <I18nProvider i18n={createEnglishI18n()}>
        <LazyPart>
          <Part />
        </LazyPart>
      </I18nProvider>,
    );
    await eventually(() => expect(host.querySelector('[role="alert"]')).not.toBeNull());
    return { host, reach: () => (reachable = true) };
  }

  it('loads again on "Try again" once the file can be fetched (no reload needed)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host, reach } = await unreachablePart('Layers');
    reach();
    const retry = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    retry!.click();
    await eventually(() => expect(host.textContent).toBe('Layers'));
    logged.mockRestore();
  });

  it('loads again by itself when the connection comes back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host, reach } = await unreachablePart('Preflight');
    reach();
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(host.textContent).toBe('Preflight'));
    logged.mockRestore();
  });

  it('a dialog that cannot be loaded says so as a dialog, which Close and Escape close', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Download = lazyPart(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const closed = vi.fn();
    const host = await render(
      <I18nProvider i18n={createEnglishI18n()}>
        <LazyPart onClose={closed}>
          <Download />
        </LazyPart>
      </I18nProvider>,
    );
    await eventually(() =>
      expect(host.querySelector('[role="dialog"] [role="alert"]')).not.toBeNull(),
    );
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Try again',
      'Reload the page',
      'Close',
    ]);
    // Focus is in the dialog (Escape reaches it).
    expect(document.activeElement?.textContent).toBe('Try again');
    buttons[2]!.click();
    host
      .querySelector('[role="dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closed).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

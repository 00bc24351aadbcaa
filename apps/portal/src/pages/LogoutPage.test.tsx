// @vitest-environment jsdom
// Logout on a fresh page load (/auth/logout is opened by the header's link, a 401 and the
// inactivity watch): the person's persisted answers are gone before the form leaves for the
// sign-on site, even though this page never checks the session.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, createSessionStore, DATA_CACHE_SETTINGS } from '@figura/sdk-core/session';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import { SessionProvider } from '../session/SessionContext';
import type { PortalServices } from '../session/services';
import { DataCacheProvider } from '../cache/DataCacheProvider';
import { LogoutPage } from './AuthPages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SIGN_ON_LOGOUT = 'http://sign-on.test/logout?continue=x';
let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/** A copy the previous page load persisted: Alice's creations list. */
function persistAliceList() {
  const state = {
    data: [{ id: 'c1', name: 'Alice private kinase figure' }],
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  };
  const queryKey = cacheKeys.creations('alice');
  window.localStorage.setItem(
    DATA_CACHE_SETTINGS.storageKey,
    JSON.stringify({
      buster: '',
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: [{ state, queryKey, queryHash: JSON.stringify(queryKey) }],
      },
    }),
  );
}

/** The logout page opened on its own, its sign-on address `SIGN_ON_LOGOUT`. */
async function openLogoutPage() {
  const services = {
    session: { store: createSessionStore() },
    api: {},
    logout: vi.fn((_continueTo: string) => SIGN_ON_LOGOUT),
    endSamlSession: async () => {},
  } as unknown as PortalServices & { logout: ReturnType<typeof vi.fn> };
  const host = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(host);
    root.render(
      <I18nProvider i18n={createEnglishI18n()}>
        <SessionProvider services={services}>
          <DataCacheProvider>
            <LogoutPage />
          </DataCacheProvider>
        </SessionProvider>
      </I18nProvider>,
    );
  });
  return { services, host };
}

describe('the logout page', () => {
  it('drops the persisted copy before it sends the browser to the sign-on site', async () => {
    persistAliceList();
    const storedAtSubmit: (string | null)[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.action).toBe(SIGN_ON_LOGOUT);
      storedAtSubmit.push(window.localStorage.getItem(DATA_CACHE_SETTINGS.storageKey));
    });
    const { services } = await openLogoutPage();
    await vi.waitFor(() => expect(storedAtSubmit).toHaveLength(1));
    expect(services.logout).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/my-creations`,
    );
    expect(storedAtSubmit[0] ?? '').not.toContain('Alice private kinase figure');
    // Nor does a throttled save put it back after the drop.
    await new Promise((resolve) =>
      setTimeout(resolve, DATA_CACHE_SETTINGS.persistThrottleMs + 200),
    );
    expect(window.localStorage.getItem(DATA_CACHE_SETTINGS.storageKey) ?? '').not.toContain(
      'Alice private kinase figure',
    );
  });

  it('leads signing in again to the portal path `continue` names, and only to one', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const landing = async (search: string) => {
      window.history.replaceState({}, '', `/auth/logout${search}`);
      const { services, host } = await openLogoutPage();
      await vi.waitFor(() => expect(services.logout).toHaveBeenCalledOnce());
      await act(async () => root?.unmount());
      root = undefined;
      host.remove();
      return services.logout.mock.calls[0]![0] as string;
    };
    const origin = window.location.origin;
    expect(await landing('?continue=%2Fworkspace%2Finvite%2Fabc')).toBe(
      `${origin}/workspace/invite/abc`,
    );
    // Another site, or a protocol-relative address, is not followed.
    expect(await landing('?continue=https%3A%2F%2Fevil.example%2F')).toBe(`${origin}/my-creations`);
    expect(await landing('?continue=%2F%2Fevil.example%2F')).toBe(`${origin}/my-creations`);
    window.history.replaceState({}, '', '/');
  });
});

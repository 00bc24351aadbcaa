// Renders a portal component in the portal's English words (and, when given, a session whose
// services are `api`'s calls), unmounted after each test.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import { BreadcrumbsProvider } from '@figura/react-editor/breadcrumbs';
import portalStrings from '../../public/locales/en/portal.json';
import { SessionProvider } from '../session/SessionContext';
import type { PortalServices } from '../session/services';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Unmounts what `renderInPortal` mounted. */
export async function unmountAll(): Promise<void> {
  for (const { root, host } of mounted.splice(0)) {
    await act(async () => root.unmount());
    host.remove();
  }
}
afterEach(unmountAll);

/** The sign-on site's page as the portal's services address it (session/services.ts). */
const signOnPage = (page: string, to: string, email?: string) =>
  `http://sign-on.test/${page}?continue=${encodeURIComponent(to)}` +
  (email ? `&login_hint=${encodeURIComponent(email)}` : '');

/**
 * `element` mounted in the document; with `api`, inside a session using it, signed out unless a
 * `user` is given, with a data cache of its own.
 */
export async function renderInPortal(
  element: ReactElement,
  api?: Record<string, unknown>,
  { user }: { user?: Partial<User> } = {},
): Promise<HTMLElement> {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  const services = {
    api: { getBillingHistory: async () => ({ plan: 'T', planSince: null, invoices: [] }), ...api },
    tracking: {},
    loginUrl: (to: string, email?: string) => signOnPage('login', to, email),
    registerUrl: (to: string, email?: string) => signOnPage('register', to, email),
    config: { supportChat: false },
  } as unknown as PortalServices;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  mounted.push({ root, host });
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        {api ? (
          <QueryClientProvider
            client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <SessionProvider services={services} initialUser={(user as User | undefined) ?? null}>
              <BreadcrumbsProvider>{element}</BreadcrumbsProvider>
            </SessionProvider>
          </QueryClientProvider>
        ) : (
          element
        )}
      </I18nProvider>,
    );
  });
  // The data cache's first answers (they resolve a task later than the render).
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return host;
}

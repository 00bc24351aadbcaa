// @vitest-environment jsdom
// The builder's five templates in the gallery's TEMPLATE view: each listed by its name, and
// "Use template" opens the builder on it, for the journal chosen in the view if any.
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import portalStrings from '../../public/locales/en/portal.json';
import { SessionProvider, useSession } from '../session/SessionContext';
import type { PortalServices } from '../session/services';
import BuilderTemplates from './BuilderTemplates';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

/** Signs a person in, as the portal does once the sign-on site has answered. */
function SignedIn() {
  const { setUser } = useSession();
  useEffect(() => setUser({ id: 'u1', email: 'bea@example.org', name: 'Bea' } as User), [setUser]);
  return null;
}

/** Where the router is: the address the page would show. */
function Address() {
  const location = useLocation();
  return <output className="address">{location.pathname + location.search}</output>;
}

async function showTemplates(journal: string | null) {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  const services = { loginUrl: (to: string) => `https://sign-on.test/login?continue=${to}` };
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <SessionProvider services={services as unknown as PortalServices}>
          <SignedIn />
          <MemoryRouter initialEntries={['/gallery']}>
            <BuilderTemplates journal={journal} />
            <Address />
          </MemoryRouter>
        </SessionProvider>
      </I18nProvider>,
    ),
  );
  const scope = host;
  return {
    list: scope.querySelector('ul[aria-label="Builder templates"]')!,
    address: () => scope.querySelector('.address')!.textContent,
    /** Clicks "Use template" on the card of template `name`. */
    use: (name: string) =>
      act(async () => {
        const heading = [...scope.querySelectorAll('h3')].find((h) => h.textContent === name)!;
        const article = scope.querySelector(`article[aria-labelledby="${heading.id}"]`)!;
        const button = article.querySelector('button')!;
        expect(button.textContent).toBe('Use template');
        // Screen readers hear which template: the visible words, then its name.
        expect(button.getAttribute('aria-label')).toBe(`Use template ${name}`);
        button.click();
      }),
  };
}

describe('the builder templates in the gallery', () => {
  it('lists the five templates by name, and “Use template” opens the builder on one', async () => {
    const shown = await showTemplates(null);
    expect([...shown.list.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual([
      'Grid',
      'Pipeline',
      'Cycle',
      'Steps',
      'Around',
    ]);
    await shown.use('Steps');
    expect(shown.address()).toBe('/builder?template=4');
  });

  it('opens the builder for the journal chosen in the view', async () => {
    const shown = await showTemplates('elsevier');
    await shown.use('Cycle');
    expect(shown.address()).toBe('/builder?template=3&journal=elsevier');
  });
});

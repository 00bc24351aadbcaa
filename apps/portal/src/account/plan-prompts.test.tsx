// @vitest-environment jsdom
// What the portal tells a Starter of their plan before anything is refused: My creations' note
// from three quarters of the creations cap (and the trial's note, leading to the plans page), My
// account's plan with its usage, and the plans page marking the plan that lifts a limit with the
// focus on its Choose. The API's counts are its tests (apps/api/test/plan-limits.test.ts); the
// browser keeps the fifth creation's prompt and the upgrade through the billing site.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_LIMIT_NAMES,
  CREATION_LIMIT_NAMES,
  limitFor,
  STORAGE_QUOTA_BYTES,
  type AccountLimit,
  type PlanCode,
  type PlanReply,
} from '@figura/sdk-core/schema';
import { createEnglishI18n } from '@figura/sdk-core/testing';
import { I18nProvider } from '@figura/react-editor/i18n';
import type { FiguraClient } from '@figura/sdk-core/api';
import portalStrings from '../../public/locales/en/portal.json';
import { PricingPage } from '../billing/PricingPage';
import { SessionProvider } from '../session/SessionContext';
import type { PortalServices } from '../session/services';
import { PlanSection } from './PlanSection';
import { PlanUsageNotice } from './PlanUsageNotice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** How long a page may take to read what it shows (a busy 2-core machine). */
const WAIT = { timeout: 5000 };

/** jsdom scrolls nothing: the plans page scrolls the suggested plan's Choose into view. */
function letPagesScroll() {
  Element.prototype.scrollIntoView = vi.fn();
}

/** GET /profiles/plan of an individual on `plan` with no journal, having used `used`. */
function planReply(plan: PlanCode, used: Partial<Record<AccountLimit, number>> = {}): PlanReply {
  const holder = { plan, journal: null };
  return {
    plan,
    team: null,
    type: 'INDIVIDUAL',
    restricted: true,
    watermarked: true,
    trialRule: false,
    specialJournal: false,
    began: null,
    limits: Object.fromEntries(
      ACCOUNT_LIMIT_NAMES.map((limit) => [
        limit,
        { cap: limitFor(holder, limit), used: used[limit] ?? 0 },
      ]),
    ) as PlanReply['limits'],
    perCreation: Object.fromEntries(
      CREATION_LIMIT_NAMES.map((limit) => [limit, limitFor(holder, limit)]),
    ) as PlanReply['perCreation'],
    storage: { used: 0, quota: STORAGE_QUOTA_BYTES[plan] },
    promotion: null,
    cancelledAt: null,
  };
}

/** Where the router is (the address bar of these tests). */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

/**
 * Renders the routes at `path` in the portal's words for a signed-out session whose billing
 * history says `current` is the plan stored now (the plans page reads it).
 */
async function render(path: string, routes: ReactElement, current: PlanCode = 'T') {
  const i18n = createEnglishI18n();
  i18n.addResourceBundle('en', 'portal', portalStrings);
  const services = {
    api: { getBillingHistory: async () => ({ plan: current }) },
    tracking: {},
    loginUrl: () => 'http://sign-on.test/login',
    config: { supportChat: false },
  } as unknown as PortalServices;
  host = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(host!);
    root.render(
      <I18nProvider i18n={i18n}>
        <SessionProvider services={services}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{routes}</Routes>
            <Address />
          </MemoryRouter>
        </SessionProvider>
      </I18nProvider>,
    );
  });
  return host;
}

const notes = (page: HTMLElement) =>
  [...page.querySelectorAll('[role="note"]')].map((note) => note.textContent);

function linkNamed(page: HTMLElement, name: string): HTMLAnchorElement {
  const link = [...page.querySelectorAll('a')].find((found) => found.textContent === name);
  if (!link) throw new Error(`No link ${name}`);
  return link;
}

/** The plans page's card of `plan` (by its heading). */
const card = (page: HTMLElement, plan: string) =>
  [...page.querySelectorAll('li.plan-card')].find(
    (found) => found.querySelector('h2')?.textContent === plan,
  );

describe('My creations’ note on the creations cap', () => {
  const onMyCreations = (plan: PlanReply) =>
    render(
      '/my-creations',
      <Route path="/my-creations" element={<PlanUsageNotice plan={plan} />} />,
    );

  it('says the count quietly below three quarters of a Starter’s four creations', async () => {
    const page = await onMyCreations(planReply('T', { creations: 1 }));
    expect(notes(page)).toEqual([
      '1 of 4 creations used on Starter; a new one counts once it is edited.',
    ]);
    expect(page.querySelector('.plan-usage-notice')).toBeNull();
  });

  it('tells a Starter from three quarters of the cap on, before anything is refused', async () => {
    const page = await onMyCreations(planReply('T', { creations: 3 }));
    expect(notes(page)).toEqual(['You have 3 of 4 creations on Starter. See plans']);
  });

  it('tells a Starter at the cap to delete one or upgrade, with the way to the plans', async () => {
    const page = await onMyCreations(planReply('T', { creations: 4 }));
    expect(notes(page)[0]).toMatch(
      /^You have 4 of 4 creations on Starter: delete one or upgrade to make another\./,
    );
    expect(linkNamed(page, 'See plans').getAttribute('href')).toBe('/pricing/?plan=S');
  });

  it('tells someone under the trial rule what the trial is, and leads to the plans', async () => {
    letPagesScroll();
    const trial = { ...planReply('T', { creations: 1 }), trialRule: true };
    const page = await render(
      '/my-creations',
      <>
        <Route path="/my-creations" element={<PlanUsageNotice plan={trial} />} />
        <Route path="/pricing/" element={<PricingPage />} />
      </>,
    );
    expect(notes(page)[0]).toContain('You are trying Figura on Starter');
    await act(async () => linkNamed(page, 'See plans').click());
    await vi.waitFor(
      () => expect(page.querySelector('h1')?.textContent).toBe('Plans and pricing'),
      WAIT,
    );
    expect(page.querySelector('output')?.textContent).toBe('/pricing/?plan=S');
  });
});

describe('the plans page an upsell leads to', () => {
  it('marks the plan that lifts the limit, its Choose one key press from checkout', async () => {
    letPagesScroll();
    // A Student's generated images used up: their upsell names the Researcher.
    const page = await render(
      '/pricing/?plan=R',
      <Route path="/pricing/" element={<PricingPage />} />,
      'S',
    );
    const researcher = card(page, 'Researcher')!;
    await vi.waitFor(
      () => expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose Researcher'),
      WAIT,
    );
    expect(researcher.textContent).toContain('Lifts your limit');
    expect(researcher.contains(document.activeElement)).toBe(true);
    expect(
      [...page.querySelectorAll('li.plan-card')].filter((found) =>
        found.textContent?.includes('Lifts your limit'),
      ),
    ).toEqual([researcher]);
  });

  it('compares the plans row by row, the Starter’s unlimited downloads said to be watermarked', async () => {
    letPagesScroll();
    const page = await render('/pricing/', <Route path="/pricing/" element={<PricingPage />} />);
    const table = await vi.waitFor(() => {
      const found = page.querySelector('table.plan-comparison');
      expect(found).not.toBeNull();
      return found!;
    }, WAIT);
    const row = (name: string) =>
      [...table.querySelectorAll('tbody tr')]
        .find((found) => found.querySelector('th')?.textContent === name)
        ?.querySelectorAll('td');
    const downloads = [...row('High-resolution downloads a month')!].map(
      (cell) => cell.textContent,
    );
    // Starter, Student, Researcher, Teams: the free plan's "Unlimited" is not more than a paid 2.
    expect(downloads).toEqual(['Unlimited, watermarked', '2', 'Unlimited', 'Unlimited']);
    expect(row('No watermark, SVG downloads')![0]!.textContent).toContain('Not included');
  });
});

describe('My account’s plan', () => {
  it('shows a Starter’s plan and its usage against the caps, and the watermark', async () => {
    const plan = planReply('T', { creations: 4 });
    const api = {} as FiguraClient;
    const page = await render(
      '/my-account/overview/',
      <Route path="/my-account/overview/" element={<PlanSection api={api} plan={plan} />} />,
    );
    expect(page.querySelector('h2')?.textContent).toBe('Plan');
    expect(page.querySelector('.plan-name')?.textContent).toBe('Starter, for one person');
    const usage = page.querySelector('ul[aria-label="Usage against your plan’s limits"]')!;
    const lines = [...usage.querySelectorAll('li')].map((item) => item.textContent);
    expect(lines).toContain('4 of 4 creations');
    // Generated images are not in the Starter plan at all: not "0 of 0" of them.
    expect(lines.join('\n')).not.toContain('generated images');
    expect(page.textContent).toContain('Your downloads carry a small “Made with Figura” mark.');
  });

  it('says which team provides a member’s Teams plan', async () => {
    const team = { id: 'team-1', name: 'Tumour immunology lab' };
    const plan = { ...planReply('L'), type: 'TEAMS' as const, team };
    const page = await render(
      '/my-account/overview/',
      <Route
        path="/my-account/overview/"
        element={<PlanSection api={{} as FiguraClient} plan={plan} />}
      />,
    );
    expect(page.querySelector('.plan-name')?.textContent).toBe(
      'Teams and Institutions, for a team',
    );
    expect(page.textContent).toContain(
      'Your team, Tumour immunology lab, provides this plan while you belong to it.',
    );
  });
});

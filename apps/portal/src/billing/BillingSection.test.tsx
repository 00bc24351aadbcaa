// @vitest-environment jsdom
// The account page's billing card: shown once something was billed (the plan card above says a
// Starter's plan and offers the upgrade), then the renewal, the invoices and cancelling.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@figura/sdk-core/schema';
import { renderInPortal } from '../testing/render';
import { BillingSection } from './BillingSection';

const NEXT_YEAR = new Date(Date.now() + 300 * 24 * 3600 * 1000).toISOString();
const INVOICE: Invoice = {
  id: '7d0c5b0e-3d6b-4d7a-9a53-2f0d6f3f8a11',
  plan: 'R',
  period: 'year',
  amount: 13200,
  currency: 'EUR',
  provider: 'stripe',
  method: 'card',
  status: 'paid',
  createdAt: new Date().toISOString(),
  periodStart: new Date().toISOString(),
  periodEnd: NEXT_YEAR,
  cancelledAt: null,
  renews: true,
};

const render = (api: Record<string, unknown>) =>
  renderInPortal(
    <MemoryRouter>
      <BillingSection />
    </MemoryRouter>,
    api,
    { user: { id: 'user-1' } },
  );

describe('the billing card', () => {
  it('is left out for a Starter who never paid: the plan card already says it', async () => {
    const page = await render({
      getBillingHistory: async () => ({ plan: 'T', planSince: null, invoices: [] }),
    });
    await act(async () => {});
    expect(page.textContent).toBe('');
  });

  it('shows a paid plan, when it renews, its invoice and the way to cancel', async () => {
    const page = await render({
      getBillingHistory: vi.fn(async () => ({ plan: 'R', planSince: null, invoices: [INVOICE] })),
    });
    await act(async () => {});
    expect(page.querySelector('h2')?.textContent).toBe('Billing');
    expect(page.textContent).toContain('Your plan: Researcher');
    expect(page.querySelector('table caption')?.textContent).toBe('Invoices');
    expect([...page.querySelectorAll('button')].map((button) => button.textContent)).toContain(
      'Cancel my plan…',
    );
  });

  it('says why the billing could not be read', async () => {
    const page = await render({
      getBillingHistory: async () => {
        throw new Error('The billing service is not answering.');
      },
    });
    await act(async () => {});
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'The billing service is not answering.',
    );
  });
});

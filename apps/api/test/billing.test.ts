import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_KEEPS_PLAN_MESSAGE,
  BILLING_SIGNATURE_HEADER,
  planPrice,
  type BillingEvent,
} from '@figura/sdk-core/schema';
import { checkBillingSignature, invoiceLinkPayload, signBillingPayload } from '@figura/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { planFeedback, invoices, users } from '../src/db/schema.ts';
import { checkoutUrl } from '../src/billing/billing.ts';
import { billingSiteConfig } from '../src/config.ts';
import { endExpiredPlans, invoicesOf, lastInvoiceOf } from '../src/billing/invoices.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { embedUser, testPartner } from './helpers/embed.ts';

const SECRET = 'billing-test-secret';
const partner = testPartner(41);

/** A stand-in billing site's cancel and resume endpoints: keeps the signed calls it receives. */
let site: Server;
let siteUrl: string;
const cancels: { reference: string; signature: string }[] = [];
const resumes: string[] = [];
let api: ApiHarness;
const database = useTestDatabase();
let db: Database;

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const signature = String(request.headers[BILLING_SIGNATURE_HEADER] ?? '');
      const valid =
        checkBillingSignature(SECRET, body, signature, Math.floor(Date.now() / 1000), 300) ===
        'valid';
      const reference = valid ? (JSON.parse(body) as { reference: string }).reference : '';
      if (valid && request.url === '/api/resume') resumes.push(reference);
      else if (valid) cancels.push({ reference, signature });
      response.writeHead(valid ? 200 : 400, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startApi(
    {
      // New users start as Starters (the harness makes them Researchers): they upgrade here.
      newUserPlan: 'T',
      billing: billingSiteConfig(
        { publicUrl: siteUrl, chinaPublicUrl: 'http://pay-cn.figura.test', secret: SECRET },
        'http://portal.figura.test',
      ),
      partners: [partner.partner],
    },
    { database },
  );
  db = database.db;
});

afterAll(async () => {
  await api.close();
  await new Promise((resolve) => site.close(resolve));
});

async function userRow(user: TestUser) {
  await user.request('GET', '/auth/verify-token-validity');
  const [row] = await db.select().from(users).where(eq(users.cactusId, user.sub));
  return row!;
}

function paymentEvent(userId: string, overrides: Partial<BillingEvent> = {}): BillingEvent {
  return {
    id: `evt_${randomUUID()}`,
    type: 'checkout.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      userId,
      plan: 'R',
      period: 'year',
      mode: 'subscribe',
      amount: planPrice('R', 'year'),
      currency: 'EUR',
      provider: 'stripe',
      method: 'card',
      reference: `sub_${randomUUID()}`,
    },
    ...overrides,
  };
}

function sendWebhook(body: string, signature?: string) {
  return api.request('POST', '/billing/webhook', {
    rawBody: body,
    headers: signature === undefined ? {} : { [BILLING_SIGNATURE_HEADER]: signature },
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the billing webhook', () => {
  it('records the invoice and moves the user to the plan paid for', async () => {
    const user = await api.newUser();
    const before = await userRow(user);
    expect(before.tpUser).toBe('T');
    const event = paymentEvent(before.id);
    const body = JSON.stringify(event);
    const reply = await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ received: true, duplicate: false });

    const after = await userRow(user);
    expect(after.tpUser).toBe('R');
    expect(after.dtBegin!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const last = await lastInvoiceOf(db, before.id);
    expect(last).toMatchObject({
      plan: 'R',
      period: 'year',
      amount: planPrice('R', 'year'),
      currency: 'EUR',
      provider: 'stripe',
      method: 'card',
      status: 'paid',
      cancelledAt: null,
    });
    // The history route reads the database, not the request's cached user row.
    const history = await user.request('GET', '/billing/history');
    expect(history.body).toMatchObject({ plan: 'R', invoices: [{ plan: 'R', status: 'paid' }] });
    const months =
      (new Date(last!.periodEnd).getTime() - new Date(last!.periodStart).getTime()) /
      (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
  });

  it('never replaces an administrator’s plan: no checkout, and a payment keeps plan A', async () => {
    const admin = await api.newUser();
    const row = await userRow(admin);
    await db.update(users).set({ tpUser: 'A' }).where(eq(users.id, row.id));
    const checkout = await admin.request('POST', '/billing/checkout', {
      plan: 'S',
      period: 'month',
      mode: 'checkout',
    });
    expect([checkout.status, checkout.body.message]).toEqual([409, ADMIN_KEEPS_PLAN_MESSAGE]);
    // A payment that reaches the API anyway (a link made before they became one) keeps A.
    const body = JSON.stringify(paymentEvent(row.id, {}));
    expect((await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()))).status).toBe(
      200,
    );
    expect((await userRow(admin)).tpUser).toBe('A');
    expect(await lastInvoiceOf(db, row.id)).toMatchObject({ plan: 'R', status: 'paid' });
  });

  it('changes nothing when the same event comes again, and says so', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const event = paymentEvent(id, {});
    const body = JSON.stringify(event);
    expect((await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()))).status).toBe(
      200,
    );
    // The plan changes meanwhile (say, an admin sets it): a replay must not undo that.
    await db.update(users).set({ tpUser: 'S' }).where(eq(users.id, id));
    const replay = await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await userRow(user)).tpUser).toBe('S');
    expect(await invoicesOf(db, id)).toHaveLength(1);
  });

  it('applies an event delivered twice at once only once', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const body = JSON.stringify(paymentEvent(id));
    const replies = await Promise.all(
      [0, 1].map(() => sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()))),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.body.duplicate).sort()).toEqual([false, true]);
    expect(await invoicesOf(db, id)).toHaveLength(1);
  });

  it('refuses a bad, missing or stale signature and changes nothing', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const body = JSON.stringify(paymentEvent(id));
    const attempts = [
      signBillingPayload('not-the-secret', body, nowSeconds()),
      signBillingPayload(SECRET, body.replace('"R"', '"L"'), nowSeconds()),
      signBillingPayload(SECRET, body, nowSeconds() - 3600),
      undefined,
    ];
    for (const signature of attempts) {
      const reply = await sendWebhook(body, signature);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/signature/);
    }
    expect((await userRow(user)).tpUser).toBe('T');
    expect(await invoicesOf(db, id)).toEqual([]);
    // The same body, signed properly, still works: the refusals kept no event id.
    expect((await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()))).status).toBe(
      200,
    );
    expect((await userRow(user)).tpUser).toBe('R');
  });

  it('records a failed payment without changing the plan', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const body = JSON.stringify(paymentEvent(id, { type: 'checkout.failed' }));
    expect((await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()))).status).toBe(
      200,
    );
    expect((await userRow(user)).tpUser).toBe('T');
    expect(await lastInvoiceOf(db, id)).toMatchObject({ status: 'failed', plan: 'R' });
  });

  it('refuses an event for no known user and keeps no trace of it', async () => {
    const event = paymentEvent(randomUUID());
    const body = JSON.stringify(event);
    const reply = await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()));
    expect(reply.status).toBe(400);
    expect(await db.select().from(invoices).where(eq(invoices.eventId, event.id))).toEqual([]);
  });
});

describe('checkout', () => {
  it('sends the user to the billing site with signed parameters', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const reply = await user.request('POST', '/billing/checkout', { plan: 'R', period: 'month' });
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/checkout`);
    expect(url.searchParams.get('plan')).toBe('R');
    expect(url.searchParams.get('period')).toBe('month');
    expect(url.searchParams.get('user')).toBe(id);
    expect(url.searchParams.get('return')).toBe(
      'http://portal.figura.test/my-account/overview/?checkout=paid',
    );
    const signature = url.searchParams.get('sig')!;
    url.searchParams.delete('sig');
    expect(
      checkBillingSignature(SECRET, url.searchParams.toString(), signature, nowSeconds(), 300),
    ).toBe('valid');

    const subscribe = await user.request('POST', '/billing/checkout', {
      plan: 'S',
      period: 'year',
      mode: 'subscribe',
    });
    expect(new URL(subscribe.body.url).pathname).toBe('/checkout-subscribe');
  });

  it('signs the promotion running when the link is made, and none outside the windows', async () => {
    const row = await userRow(await api.newUser());
    const config = api.config.billing!;
    const at = async (iso: string) => {
      const { url } = await checkoutUrl(
        db,
        config,
        row,
        { plan: 'R', period: 'year' },
        Date.parse(iso) / 1000,
      );
      return new URL(url).searchParams.get('promotion');
    };
    expect(await at('2023-11-15T12:00:00Z')).toBe('blackNovember');
    expect(await at('2024-01-21T23:59:59Z')).toBe('');
    expect(await at('2024-01-22T00:00:00Z')).toBe('winter2024');
    expect(await at('2026-11-29T12:00:00Z')).toBe('blackNovember2026');
    expect(await at('2026-12-04T00:00:00Z')).toBe('');
  });

  it('carries the coupon and the page the user arrived with to the billing site, beside the signed link', async () => {
    const user = await api.newUser();
    const coupon = 'SAVE&amp;10 &lt;b&gt;';
    const reply = await user.request('POST', '/billing/checkout', {
      plan: 'R',
      period: 'year',
      coupon,
      source: 'poster_maker',
    });
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.url);
    expect(url.searchParams.get('coupon')).toBe(coupon);
    expect(url.searchParams.get('source')).toBe('poster_maker');
    // Only one of spec §9's sources.
    const unknown = await user.request('POST', '/billing/checkout', {
      plan: 'R',
      period: 'year',
      source: 'elsewhere',
    });
    expect(unknown.status).toBe(400);
    const signature = url.searchParams.get('sig')!;
    url.searchParams.delete('sig');
    url.searchParams.delete('coupon');
    url.searchParams.delete('source');
    expect(
      checkBillingSignature(SECRET, url.searchParams.toString(), signature, nowSeconds(), 300),
    ).toBe('valid');
  });

  it('uses the China host for users whose country is CN', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    await db.update(users).set({ countryCode: 'CN' }).where(eq(users.id, id));
    const reply = await user.request('POST', '/billing/checkout', { plan: 'R', period: 'year' });
    expect(new URL(reply.body.url).origin).toBe('http://pay-cn.figura.test');
  });

  it('refuses a plan that is not for sale and a period that does not exist', async () => {
    const user = await api.newUser();
    for (const body of [
      { plan: 'A', period: 'year' },
      { plan: 'R', period: 'week' },
    ]) {
      expect((await user.request('POST', '/billing/checkout', body)).status).toBe(400);
    }
  });
});

describe('cancelling and feedback', () => {
  async function payingUser() {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const event = paymentEvent(id);
    const body = JSON.stringify(event);
    await sendWebhook(body, signBillingPayload(SECRET, body, nowSeconds()));
    return { user, id, reference: event.data.reference };
  }

  it('tells the billing site, keeps the plan to the period’s end and stores the reason', async () => {
    const { user, id, reference } = await payingUser();
    const reply = await user.request('PUT', '/profiles/plan/cancel', {
      reason: 'too_expensive',
      comment: 'Cheaper for students?',
    });
    expect(reply.status).toBe(200);
    const last = await lastInvoiceOf(db, id);
    expect(reply.body.endsAt).toBe(last!.periodEnd);
    expect(last!.cancelledAt).not.toBeNull();
    expect(cancels.map((cancel) => cancel.reference)).toContain(reference);
    expect((await userRow(user)).tpUser).toBe('R');
    const feedback = await db.select().from(planFeedback).where(eq(planFeedback.userId, id));
    expect(feedback).toMatchObject([
      { kind: 'cancel', reason: 'too_expensive', comment: 'Cheaper for students?' },
    ]);

    // At the period's end the plan goes back to Trial.
    expect(await endExpiredPlans(db, new Date(last!.periodEnd))).toBeGreaterThanOrEqual(1);
    expect((await userRow(user)).tpUser).toBe('T');
  });

  it('takes a cancel back until the period ends: the site is told and the plan runs on', async () => {
    const { user, id, reference } = await payingUser();
    expect((await lastInvoiceOf(db, id))!.renews).toBe(true);
    await user.request('PUT', '/profiles/plan/cancel', { reason: 'not_ready' });
    const cancelled = await lastInvoiceOf(db, id);
    expect([cancelled!.cancelledAt !== null, cancelled!.renews]).toEqual([true, false]);

    const resumed = await user.request('POST', '/profiles/plan/resume');
    expect([resumed.status, resumed.body]).toEqual([
      200,
      { periodEnd: cancelled!.periodEnd, renews: true },
    ]);
    expect(resumes).toContain(reference);
    const running = await lastInvoiceOf(db, id);
    expect([running!.cancelledAt, running!.renews]).toEqual([null, true]);
    // Nothing ends it at the period's end any more; resuming again changes nothing.
    await endExpiredPlans(db, new Date(new Date(running!.periodEnd).getTime() + 1000));
    expect((await userRow(user)).tpUser).toBe('R');
    const again = await user.request('POST', '/profiles/plan/resume');
    expect(again.status).toBe(200);
    expect(resumes.filter((item) => item === reference)).toHaveLength(1);
    // The history says so too.
    const history = await user.request('GET', '/billing/history');
    expect(history.body.invoices[0]).toMatchObject({ cancelledAt: null, renews: true });
  });

  it('links a paid invoice to its PDF on the billing site, for its own user only', async () => {
    const { user, id, reference } = await payingUser();
    const invoice = await lastInvoiceOf(db, id);
    const reply = await user.request('GET', `/billing/invoices/${invoice!.id}/pdf`);
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/invoices/${reference}.pdf`);
    expect(
      checkBillingSignature(
        SECRET,
        invoiceLinkPayload(reference),
        url.searchParams.get('signature')!,
        Math.floor(Date.now() / 1000),
        300,
      ),
    ).toBe('valid');
    const stranger = await api.newUser();
    const theirs = await stranger.request('GET', `/billing/invoices/${invoice!.id}/pdf`);
    expect([theirs.status, theirs.body.message]).toEqual([404, 'No such invoice.']);
    expect((await user.request('GET', '/billing/invoices/not-an-id/pdf')).status).toBe(400);
  });

  it('cannot resume a plan that has ended', async () => {
    const user = await api.newUser();
    const reply = await user.request('POST', '/profiles/plan/resume');
    expect([reply.status, reply.body.message]).toEqual([
      404,
      'There is no cancelled plan to resume: it has ended.',
    ]);
  });

  it('does not end a running subscription nobody cancelled', async () => {
    const { user, id } = await payingUser();
    const last = await lastInvoiceOf(db, id);
    await endExpiredPlans(db, new Date(new Date(last!.periodEnd).getTime() + 1000));
    expect((await userRow(user)).tpUser).toBe('R');
  });

  it('answers 404 when there is nothing to cancel, and refuses unknown reasons', async () => {
    const user = await api.newUser();
    expect(
      (await user.request('PUT', '/profiles/plan/cancel', { reason: 'not_ready' })).status,
    ).toBe(404);
    expect((await user.request('PUT', '/profiles/plan/cancel', { reason: 'bored' })).status).toBe(
      400,
    );
  });

  it('stores checkout-problem feedback with its reason', async () => {
    const user = await api.newUser();
    const { id } = await userRow(user);
    const reply = await user.request('POST', '/billing/checkout-problem', {
      reason: 'card_declined',
    });
    expect(reply.status).toBe(201);
    const rows = await db.select().from(planFeedback).where(eq(planFeedback.userId, id));
    expect(rows).toMatchObject([{ kind: 'checkout_problem', reason: 'card_declined' }]);
    expect(
      (await user.request('POST', '/billing/checkout-problem', { reason: 'too_expensive' })).status,
    ).toBe(400);
  });

  it('lets what a person wrote of a cancel or a failed checkout go with their account', async () => {
    const { user, id } = await payingUser();
    const cancelled = await user.request('PUT', '/profiles/plan/cancel', {
      reason: 'other',
      comment: 'Moving labs, my address is in the comment',
    });
    expect(cancelled.status).toBe(200);
    await user.request('POST', '/billing/checkout-problem', { reason: 'card_declined' });
    expect(await db.select().from(planFeedback).where(eq(planFeedback.userId, id))).toHaveLength(2);

    expect((await user.request('DELETE', '/profiles')).status).toBe(200);
    expect(await db.select().from(planFeedback).where(eq(planFeedback.userId, id))).toEqual([]);
  });
});

describe('a journal submission’s embed token', () => {
  it('has no account to bill: checkout, cancel, feedback and history answer 403', async () => {
    const submission = await embedUser(api, partner);
    const calls: [string, string, unknown][] = [
      ['POST', '/billing/checkout', { plan: 'R', period: 'year' }],
      ['PUT', '/profiles/plan/cancel', { reason: 'other' }],
      ['POST', '/profiles/plan/resume', undefined],
      ['GET', `/billing/invoices/${randomUUID()}/pdf`, undefined],
      ['POST', '/billing/checkout-problem', { reason: 'other' }],
      ['GET', '/billing/history', undefined],
    ];
    for (const [method, path, body] of calls)
      expect((await submission.request(method, path, body)).status, `${method} ${path}`).toBe(403);
  });
});

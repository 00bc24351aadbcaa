// The "Other" calls of spec §7, custom-work orders and the legacy platform's posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmailDelivery } from '../src/email/delivery.ts';
import { createGeoIpStandIn } from '../src/account/geo-ip.ts';
import { users } from '../src/db/schema.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';

const database = useTestDatabase();
let api: ApiHarness;
const outbox = new OutboxEmailDelivery();

beforeAll(async () => {
  api = await startApi(
    // New users start as the product's default, Trial (the harness's default is Researcher).
    { partnerSites: new Map([[5, 'https://partner-five.test']]), newUserPlan: 'T' },
    {
      database,
      account: {
        email: outbox,
        // The tests call from loopback: the stand-in's table places that address in Germany.
        geoIp: createGeoIpStandIn(new Map([['127.0.0.1', 'DE']])),
      },
    },
  );
});

afterAll(async () => {
  await api?.close();
});

describe('roles, custom information, payments and journals', () => {
  it('lists every plan code and the caller’s (a new user is on Trial)', async () => {
    const user = await api.newUser();
    const reply = await user.request('GET', '/roles');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ roles: ['T', 'S', 'R', 'L', 'J', 'A'], current: 'T' });
  });

  it('suggests the country of the caller’s address and asks for the profile to be completed', async () => {
    const user = await api.newUser();
    const reply = await user.request('GET', '/customInformation');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      shouldCompleteProfile: true,
      suggestedCountry: 'DE',
      signOnUrl: api.config.signOnUrl,
      partnerSite: null,
    });
  });

  it('names the partner site of a user who came through partner 5', async () => {
    const user = await api.newUser();
    // The partner id arrives with the account (the partner's sign-up), not through a route.
    await database.db
      .insert(users)
      .values({ cactusId: user.sub, email: user.email, name: user.name, partner: '5' });
    const reply = await user.request('GET', '/customInformation');
    expect(reply.body.partnerSite).toBe('https://partner-five.test');
  });

  it('lists the payment methods and providers of the pricing page', async () => {
    const user = await api.newUser();
    const reply = await user.request('GET', '/payments/data');
    expect(reply.body).toEqual({
      methods: ['card', 'paypal', 'alipay', 'sepa_debit', 'wechat_pay'],
      providers: ['stripe', 'paypal'],
    });
  });

  it('answers the journal settings and memberships from the journal granted, never a typed one', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', '/journals/settings')).body).toEqual({
      journal: null,
      name: null,
    });
    expect((await user.request('GET', '/journals/memberships')).body).toEqual({ memberships: [] });
    await user.request('PATCH', '/auth/complete-profile', {
      country_code: 'FR',
      journal: 'Cell Reports',
      partner: null,
    });
    expect((await user.request('GET', '/journals/settings')).body.journal).toBeNull();
    // Granted by an administrator (journal-members.test.ts).
    const admin = await api.newUser();
    await setPlan(database, admin, 'A');
    const granted = await admin.request('PUT', '/admin/journal-members', {
      email: user.email,
      journal: 'plastic-reconstructive-surgery',
    });
    expect(granted.status).toBe(200);
    expect((await user.request('GET', '/journals/settings')).body).toEqual({
      journal: 'plastic-reconstructive-surgery',
      name: 'Plastic and Reconstructive Surgery',
    });
    expect((await user.request('GET', '/journals/memberships')).body).toEqual({
      memberships: [
        { journal: 'plastic-reconstructive-surgery', name: 'Plastic and Reconstructive Surgery' },
      ],
    });
  });

  it('answers 401 without a token', async () => {
    for (const path of [
      '/roles',
      '/customInformation',
      '/payments/data',
      '/journals/settings',
      '/journals/memberships',
      '/orders',
    ]) {
      expect((await api.request('GET', path)).status).toBe(401);
    }
  });
});

describe('orders for custom work', () => {
  it('fills the order draft’s defaults and the account’s name and email', async () => {
    const user = await api.newUser();
    const reply = await user.request('POST', '/orders', {});
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      userName: user.name,
      userEmail: user.email,
      type: 'graphical_abstract',
      quantity: 1,
      express: false,
      total: 200,
      specs: [],
    });
  });

  it('prices by quantity, lists only the caller’s orders, newest first', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    await user.request('POST', '/orders', { type: 'poster', quantity: 1 });
    const second = await user.request('POST', '/orders', {
      type: 'illustration',
      quantity: 3,
      specs: ['A mitochondrion, cut open'],
    });
    expect(second.body.total).toBe(600);
    await other.request('POST', '/orders', {});
    const list = await user.request('GET', '/orders');
    expect(list.body.orders.map((order: { type: string }) => order.type)).toEqual([
      'illustration',
      'poster',
    ]);
  });

  it('refuses a quantity below 1 and a type that is not offered', async () => {
    const user = await api.newUser();
    expect((await user.request('POST', '/orders', { quantity: 0 })).status).toBe(400);
    expect((await user.request('POST', '/orders', { type: 'sculpture' })).status).toBe(400);
  });
});

describe('legacy platform posts', () => {
  it('emails an unlock link to a known account from the form post, and answers the same for unknown ones', async () => {
    const user = await api.newUser();
    await user.request('GET', '/roles'); // the API knows the account from its first call
    const form = (email: string) =>
      api.request('POST', '/legacy/unlock-email', {
        rawBody: new URLSearchParams({ email, key: 'k-123' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const known = await form(user.email);
    const unknown = await form('nobody-here@figura.test');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    expect(outbox.list(user.email)).toHaveLength(1);
    expect(outbox.list('nobody-here@figura.test')).toEqual([]);
    expect(outbox.list(user.email)[0]?.link).toContain('unlock=k-123');
  });

  it('sends the old logout form post on to the sign-on site’s logout', async () => {
    const response = await fetch(`${api.baseUrl}/legacy/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${api.config.signOnUrl}/logout?continue=%2F`);
  });
});

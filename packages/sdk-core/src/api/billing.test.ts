import { afterEach, describe, expect, it } from 'vitest';
import { clientOnTestServer, closeTestServers, sendJson } from './test-api-server';

afterEach(closeTestServers);

describe('billing calls', () => {
  it('start a checkout, cancel with a reason, resume and send checkout-problem feedback', async () => {
    const { api, server } = await clientOnTestServer({
      'POST /billing/checkout': (_, res) =>
        sendJson(res, 200, { url: 'http://pay.figura.test/checkout?plan=R' }),
      'PUT /profiles/plan/cancel': (_, res) =>
        sendJson(res, 200, { endsAt: '2027-11-24T10:00:00.000Z' }),
      'POST /profiles/plan/resume': (_, res) =>
        sendJson(res, 200, { periodEnd: '2027-11-24T10:00:00.000Z', renews: true }),
      'POST /billing/checkout-problem': (_, res) => sendJson(res, 201, { id: 'f1' }),
    });
    await expect(api.startCheckout({ plan: 'R', period: 'year' })).resolves.toEqual({
      url: 'http://pay.figura.test/checkout?plan=R',
    });
    await expect(api.cancelPlan({ reason: 'too_expensive' })).resolves.toEqual({
      endsAt: '2027-11-24T10:00:00.000Z',
    });
    await expect(api.resumePlan()).resolves.toEqual({
      periodEnd: '2027-11-24T10:00:00.000Z',
      renews: true,
    });
    await expect(api.sendCheckoutProblem({ reason: 'card_declined' })).resolves.toEqual({
      id: 'f1',
    });
    expect(server.requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/billing/checkout', { plan: 'R', period: 'year' }],
      ['PUT', '/profiles/plan/cancel', { reason: 'too_expensive' }],
      ['POST', '/profiles/plan/resume', {}],
      ['POST', '/billing/checkout-problem', { reason: 'card_declined' }],
    ]);
  });

  it('ask for a link to an invoice’s PDF', async () => {
    const url = 'http://pay.figura.test/invoices/sub_1.pdf?signature=t%3D1';
    const { api, server } = await clientOnTestServer({
      'GET /billing/invoices/6f1c/pdf': (_, res) => sendJson(res, 200, { url }),
    });
    await expect(api.getInvoicePdfLink('6f1c')).resolves.toEqual({ url });
    expect(server.requests.map(({ method, url: path }) => [method, path])).toEqual([
      ['GET', '/billing/invoices/6f1c/pdf'],
    ]);
  });

  it('fails on a reply that is not a checkout link', async () => {
    const { api } = await clientOnTestServer({
      'POST /billing/checkout': (_, res) => sendJson(res, 200, { link: 'somewhere' }),
    });
    await expect(api.startCheckout({ plan: 'R', period: 'year' })).rejects.toMatchObject({
      status: 200,
    });
  });
});

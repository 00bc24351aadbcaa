// Someone keeps failing to sign in to an account: once the account's slow-down starts, the real
// sign-on site sends the API a signed notice and the API mails the owner (once; within the
// account-mail limit). A forged notice changes nothing. Forgot password goes the same way: the
// sign-on site's notice carries the single-use link, the API mails it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmailDelivery } from '../src/email/delivery.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { startRealSignOn, TEST_CAPTCHA_ANSWER, type RealSignOn } from './helpers/real-sign-on.ts';

let capture: Server;
const notices: string[] = [];
let signOn: RealSignOn;
let api: ApiHarness;
const outbox = new OutboxEmailDelivery();

beforeAll(async () => {
  // The sign-on site's notices are caught here, then handed to the API as it would receive them.
  capture = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      notices.push((JSON.parse(body) as { notice_token: string }).notice_token);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
  signOn = await startRealSignOn({
    securityNoticeUrl: `http://127.0.0.1:${(capture.address() as AddressInfo).port}/notice`,
  });
  api = await startApi(
    { signOnUrl: signOn.url, tokenIssuer: signOn.url },
    { account: { email: outbox } },
  );
});

afterAll(async () => {
  await api?.close();
  await signOn?.close();
  await new Promise((resolve) => capture?.close(resolve));
});

describe('repeated sign-in failures', () => {
  it('mail the account’s owner once, when the slow-down starts', async () => {
    const email = `owner-${randomUUID()}@lab.test`;
    const registered = await api.request('POST', '/auth/register', {
      body: { email, name: 'Owner', password: 'correct horse battery' },
      headers: { 'x-captcha-answer': TEST_CAPTCHA_ANSWER },
    });
    expect(registered.status).toBe(201);
    // Guesses from many addresses, straight at the sign-on site.
    for (let attempt = 0; attempt < 30; attempt++)
      await signOn.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `10.20.${attempt}.1`,
        payload: { email, password: `guess ${attempt}` },
      });
    await expect.poll(() => notices.length, { timeout: 5000 }).toBe(1);

    const told = await api.request('POST', '/auth/backchannel-notice', {
      body: { notice_token: notices[0] },
    });
    expect([told.status, told.body]).toEqual([200, { received: true }]);
    const [mail] = outbox.list(email);
    expect(mail!.subject).toBe('Someone is trying to sign in to your Figura account');
    expect(mail!.text).toContain('20 sign-in attempts in a row');

    const forged = `${notices[0]!.split('.').slice(0, 2).join('.')}.AAAA`;
    const refused = await api.request('POST', '/auth/backchannel-notice', {
      body: { notice_token: forged },
    });
    expect(refused.status).toBe(400);
    expect(outbox.list(email)).toHaveLength(1);
  });

  it('mail the link of a forgotten password to its address, within the account-mail limit', async () => {
    const email = `forgetful-${randomUUID()}@lab.test`;
    const registered = await api.request('POST', '/auth/register', {
      body: { email, name: 'Forgetful', password: 'correct horse battery' },
      headers: { 'x-captcha-answer': TEST_CAPTCHA_ANSWER },
    });
    expect(registered.status).toBe(201);
    const before = notices.length;
    const forgot = () =>
      signOn.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } });
    expect((await forgot()).statusCode).toBe(200);
    await expect.poll(() => notices.length, { timeout: 5000 }).toBe(before + 1);

    const told = await api.request('POST', '/auth/backchannel-notice', {
      body: { notice_token: notices.at(-1) },
    });
    expect([told.status, told.body]).toEqual([200, { received: true }]);
    const [mail] = outbox.list(email);
    expect(mail!.subject).toBe('Choose a new password for Figura');
    expect(mail!.link).toMatch(new RegExp(`^${signOn.url}/reset-password\\?token=[\\w-]{40,}$`));
    expect(mail!.text).toContain(mail!.link);
    expect(mail!.text).toContain('works once');

    // Three account mails an hour to one address: the fourth request mails nothing.
    for (let request = 0; request < 3; request++) {
      await forgot();
      await expect.poll(() => notices.length, { timeout: 5000 }).toBe(before + 2 + request);
      await api.request('POST', '/auth/backchannel-notice', {
        body: { notice_token: notices.at(-1) },
      });
    }
    expect(outbox.list(email)).toHaveLength(3);
  });
});

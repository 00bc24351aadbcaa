import { createApiClient, type FiguraClient } from '@figura/sdk-core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';

// The SDK's Profiles and code calls against the real server: each reply passes the client's
// schema (a reply that broke it would reject).
const database = useTestDatabase();
let harness: ApiHarness;
let user: TestUser;
let client: FiguraClient;
let admin: FiguraClient;

beforeAll(async () => {
  harness = await startApi({ newUserPlan: 'T' }, { database });
  user = await harness.newUser();
  const adminUser = await harness.newUser();
  await setPlan(database, adminUser, 'A');
  client = createApiClient({ baseURL: harness.baseUrl, getToken: () => user.token });
  admin = createApiClient({ baseURL: harness.baseUrl, getToken: () => adminUser.token });
});

afterAll(async () => {
  await harness?.close();
});

describe('the SDK’s Profiles calls', () => {
  it('read and change the profile and plan, and redeem a code', async () => {
    const plan = await client.getPlan();
    expect(plan).toMatchObject({ plan: 'T', limits: { creations: { cap: 4, used: 0 } } });
    const { id } = await client.verifyTokenValidity().then((reply) => reply.user);
    expect((await client.updateProfile(id, { country_code: 'fr' })).country_code).toBe('FR');
    expect((await client.getProfile(id)).restricted).toBe(true);
    expect((await client.getProfileUser(id)).tp_user).toBe('T');
    expect(await client.listProfileInvoices(id)).toEqual({ items: [] });
    expect((await client.listProfileCreations(id)).total).toBe(0);
    expect(await client.getLastInvoice()).toEqual({ invoice: null });
    expect(await client.getGatewayLastInvoice()).toEqual({ invoice: null });
    expect(await client.sendPlanFeedback({ reason: 'other', comment: 'Fine' })).toEqual({
      recorded: true,
    });
    // A Starter has no paid plan to cancel (billing.test.ts cancels a paid one).
    await expect(client.cancelPlan({ reason: 'wrong_plan' })).rejects.toMatchObject({
      status: 404,
    });

    await admin.createCode({ code: 'CLIENT-CODE-1', grantsPlan: 'S' });
    await admin.createCode({ code: 'CLIENT-CODE-2', grantsPlan: 'S' });
    expect((await admin.invalidateCode('CLIENT-CODE-2')).status).toBe('invalidated');
    expect((await client.redeemCode('client-code-1')).status).toBe('redeemed');
    expect((await client.getPlan()).plan).toBe('S');
    await expect(client.redeemCode('CLIENT-CODE-2')).rejects.toMatchObject({ status: 410 });
    expect(await client.deleteAccount()).toEqual({ deleted: true });
  });
});

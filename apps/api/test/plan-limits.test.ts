import { createCanvas, loadImage } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';

const database = useTestDatabase();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ newUserPlan: 'T' }, { database });
});

afterAll(async () => {
  await api?.close();
});

async function create(user: TestUser, name = 'Figure') {
  return user.request('POST', '/user-creations', { name });
}

async function createMany(user: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await create(user, `Figure ${index + 1}`);
    expect(created.status).toBe(201);
    ids.push(created.body.id as string);
  }
  return ids;
}

describe('the creations cap', () => {
  it('refuses a Trial user’s fifth creation, naming the limit and the upsell', async () => {
    const trial = await api.newUser();
    await createMany(trial, 4);
    const refused = await create(trial);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      limit: 'creations',
      cap: 4,
      used: 4,
      plan: 'T',
      upsell: 'creations',
    });
    expect(refused.body.message).toMatch(/allows 4 creations/);
    const listed = await trial.request('GET', '/user-creations');
    expect(listed.body.total).toBe(4);
  });

  it('counts creations kept: one in the trash frees a place, restoring it past the cap is refused', async () => {
    const trial = await api.newUser();
    const [first] = await createMany(trial, 4);
    expect((await trial.request('DELETE', `/user-creations/${first}`)).status).toBe(200);
    expect((await create(trial)).status).toBe(201);
    const restore = await trial.request('PUT', `/user-creations/${first}/restore`);
    expect([restore.status, restore.body.limit]).toEqual([403, 'creations']);
  });

  it('lets only four of six parallel creations of a Trial user through', async () => {
    const trial = await api.newUser();
    await trial.request('GET', '/profiles/plan');
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => create(trial, `P${index}`)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 201, 403, 403]);
  });

  it('caps a Student at 10 and a Researcher not at all', async () => {
    const student = await api.newUser();
    const researcher = await api.newUser();
    await setPlan(database, student, 'S');
    await setPlan(database, researcher, 'R');
    await createMany(student, 10);
    expect((await create(student)).body).toMatchObject({ cap: 10, plan: 'S' });
    await createMany(researcher, 11);
  });

  it('lifts the cap for the special journals, not for another journal', async () => {
    const urology = await api.newUser();
    const other = await api.newUser();
    await setPlan(database, urology, 'T', { journal: 'urology' });
    await setPlan(database, other, 'T', { journal: 'cardiology' });
    await createMany(urology, 5);
    await createMany(other, 4);
    expect((await create(other)).status).toBe(403);
  });
});

describe('GET /profiles/plan', () => {
  it('shows a Trial user’s caps and usage, restricted and watermarked', async () => {
    const trial = await api.newUser();
    await createMany(trial, 2);
    const plan = await trial.request('GET', '/profiles/plan');
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({
      plan: 'T',
      type: 'INDIVIDUAL',
      restricted: true,
      watermarked: true,
      trialRule: false,
      specialJournal: false,
      limits: { creations: { cap: 4, used: 2 }, highResDownloads: { cap: null, used: 0 } },
      cancelledAt: null,
    });
  });

  it('shows a team plan as TEAMS with no caps, not restricted', async () => {
    const lab = await api.newUser();
    await setPlan(database, lab, 'L');
    const plan = await lab.request('GET', '/profiles/plan');
    expect(plan.body).toMatchObject({
      plan: 'L',
      type: 'TEAMS',
      restricted: false,
      watermarked: false,
      limits: { creations: { cap: null }, highResDownloads: { cap: null } },
    });
  });

  it('applies the trial rule only when its flag is on', async () => {
    const flagged = await startApi({ trialRuleEnabled: true, newUserPlan: 'T' }, { database });
    try {
      const late = await flagged.newUser();
      const japan = await flagged.newUser();
      const facts = { journal: 'cardiology', dtBegin: new Date('2024-05-01T00:00:00Z') };
      await setPlan(database, late, 'T', { ...facts, countryCode: 'DE' });
      await setPlan(database, japan, 'T', { ...facts, countryCode: 'JP' });
      const lateReply = await late.request('GET', '/profiles/plan');
      expect(lateReply.body).toMatchObject({
        trialRule: true,
        restricted: false,
        watermarked: true,
      });
      expect((await japan.request('GET', '/profiles/plan')).body.trialRule).toBe(false);
      // The same facts on an API without the flag.
      const unflagged = await api.newUser();
      await setPlan(database, unflagged, 'T', { ...facts, countryCode: 'DE' });
      expect((await unflagged.request('GET', '/profiles/plan')).body).toMatchObject({
        trialRule: false,
        watermarked: false,
      });
    } finally {
      await flagged.close();
    }
  });
});

describe('the trial rule, live', () => {
  it('starts a plan at sign-up, and keeps the country it began in', async () => {
    const flagged = await startApi({ trialRuleEnabled: true, newUserPlan: 'T' }, { database });
    try {
      const signUp = async (country: string) => {
        const user = await flagged.newUser();
        const before = Date.now();
        const profile = await user.request('PATCH', '/auth/complete-profile', {
          country_code: country,
          partner: null,
        });
        expect(profile.status).toBe(200);
        const plan = (await user.request('GET', '/profiles/plan')).body;
        // Sign-up wrote when the plan began (a moment ago).
        expect(Date.parse(plan.began)).toBeGreaterThan(before - 60_000);
        return { user, plan };
      };
      const germany = await signUp('DE');
      expect(germany.plan).toMatchObject({ plan: 'T', trialRule: true, watermarked: true });
      const japan = await signUp('JP');
      expect(japan.plan.trialRule).toBe(false);
      // Moving to Japan afterwards does not lift the rule of the plan already in force.
      await germany.user.request('PATCH', '/auth/complete-profile', {
        country_code: 'JP',
        partner: null,
      });
      expect((await germany.user.request('GET', '/profiles/plan')).body.trialRule).toBe(true);
    } finally {
      await flagged.close();
    }
  });
});

describe('codes', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await api.newUser();
    await setPlan(database, admin, 'A');
  });

  const newCode = () => `FIG-${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

  it('an admin makes a code, a Trial user redeems it once and their cap lifts', async () => {
    const code = newCode();
    const made = await admin.request('POST', '/codes', { code, grantsPlan: 'R' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code, status: 'available', grantsPlan: 'R' });

    const trial = await api.newUser();
    await createMany(trial, 4);
    const redeemed = await trial.request('POST', '/codes/redeem', { code: code.toLowerCase() });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ status: 'redeemed', grantsPlan: 'R' });
    expect((await trial.request('GET', '/profiles/plan')).body).toMatchObject({
      plan: 'R',
      limits: { creations: { cap: null, used: 4 } },
    });
    expect((await create(trial)).status).toBe(201);

    const again = await trial.request('POST', '/codes/redeem', { code });
    expect(again.status).toBe(409);
    const someoneElse = await api.newUser();
    expect((await someoneElse.request('POST', '/codes/redeem', { code })).status).toBe(409);
    expect((await someoneElse.request('GET', '/profiles/plan')).body.plan).toBe('T');
    expect((await admin.request('PUT', `/codes/${code}/invalidate`)).status).toBe(409);
  });

  it('never lowers a plan: a Researcher or an admin keeps theirs, and the code stays available', async () => {
    const code = newCode();
    await admin.request('POST', '/codes', { code, grantsPlan: 'S' });
    const researcher = await api.newUser();
    await setPlan(database, researcher, 'R');
    for (const holder of [researcher, admin]) {
      const refused = await holder.request('POST', '/codes/redeem', { code });
      expect([refused.status, refused.body.message]).toEqual([
        409,
        'Your plan already includes what this code gives.',
      ]);
    }
    expect((await researcher.request('GET', '/profiles/plan')).body.plan).toBe('R');
    expect((await admin.request('GET', '/profiles/plan')).body.plan).toBe('A');
    // A Starter still gets it.
    const starter = await api.newUser();
    expect((await starter.request('POST', '/codes/redeem', { code })).status).toBe(200);
    expect((await starter.request('GET', '/profiles/plan')).body.plan).toBe('S');
  });

  it('refuses an invalidated code and an unknown one', async () => {
    const code = newCode();
    await admin.request('POST', '/codes', { code, grantsPlan: 'S' });
    const invalidated = await admin.request('PUT', `/codes/${code}/invalidate`);
    expect([invalidated.status, invalidated.body.status]).toEqual([200, 'invalidated']);
    const user = await api.newUser();
    expect((await user.request('POST', '/codes/redeem', { code })).status).toBe(410);
    expect((await user.request('POST', '/codes/redeem', { code: newCode() })).status).toBe(404);
    expect((await user.request('GET', '/profiles/plan')).body.plan).toBe('T');
  });

  it('lets only admins make or invalidate codes, and refuses the same code twice', async () => {
    const user = await api.newUser();
    const code = newCode();
    expect((await user.request('POST', '/codes', { code, grantsPlan: 'R' })).status).toBe(403);
    expect((await admin.request('POST', '/codes', { code, grantsPlan: 'R' })).status).toBe(201);
    expect((await admin.request('POST', '/codes', { code, grantsPlan: 'R' })).status).toBe(409);
    expect(
      (await admin.request('POST', '/codes', { code: newCode(), grantsPlan: 'A' })).status,
    ).toBe(400);
    expect((await user.request('PUT', `/codes/${code}/invalidate`)).status).toBe(403);
  });
});

describe('the high-resolution downloads cap', () => {
  it('lets a Student have 2 a month, counted by what is delivered; past them every print size is refused', async () => {
    const student = await api.newUser();
    await setPlan(database, student, 'S');
    const created = await create(student);
    const slide = `/user-creations/${created.body.id}/slide/${created.body.slides[0].id}/download`;
    // Drawn while the request waits (no job left in the queue after the test).
    expect((await student.request('POST', slide, { scale: 2 })).status).toBe(200);
    // At the edge, asked for at once and each way round the old scale-and-DPI rule: the last one
    // allowed goes through, every other is refused.
    const asks = [
      { dpi: 300 },
      { format: 'png', width: 4800, unit: 'px', dpi: 96 },
      { format: 'png', width: 40, unit: 'cm', dpi: 299 },
      { scale: 1.99 },
      { format: 'tiff', width: 7000, unit: 'px' },
      { format: 'svg' },
    ];
    const replies = await Promise.all(asks.map((ask) => student.request('POST', slide, ask)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    // An SVG is refused to a watermarked plan whatever its count: its mark would not hold.
    expect(replies[5]!.body).toMatchObject({ limit: 'formats', plan: 'S', upsell: 'watermark' });
    expect(replies.slice(0, 5).find((reply) => reply.status === 403)!.body).toMatchObject({
      limit: 'highResDownloads',
      cap: 2,
      used: 2,
      plan: 'S',
      upsell: 'downloads',
    });
    const pdf = await student.request('POST', `/user-creations/${created.body.id}/download`, {
      format: 'pdf',
    });
    expect(pdf.status).toBe(403);
    // A picture the size of the slide (1200 × 600) is not a print one.
    expect((await student.request('POST', slide, { scale: 1 })).status).toBe(200);
    const plan = await student.request('GET', '/profiles/plan');
    expect(plan.body.limits.highResDownloads).toEqual({ cap: 2, used: 2 });
  });

  it('counts a Trial user’s high-resolution downloads without capping them', async () => {
    const trial = await api.newUser();
    const created = await create(trial);
    const slide = `/user-creations/${created.body.id}/slide/${created.body.slides[0].id}/download`;
    for (let index = 0; index < 3; index += 1)
      expect((await trial.request('POST', slide, { scale: 2 })).status).toBe(200);
    const plan = await trial.request('GET', '/profiles/plan');
    expect(plan.body.limits.highResDownloads).toEqual({ cap: null, used: 3 });
  });
});

/** How many pixels of the PNG's bottom-right quarter are not plain white (the mark's ink). */
async function inkInBottomRight(bytes: Buffer): Promise<number> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { width, height } = image;
  const data = context.getImageData(width / 2, height / 2, width / 2, height / 2).data;
  let ink = 0;
  for (let index = 0; index < data.length; index += 4)
    if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) ink += 1;
  return ink;
}

describe('the export watermark', () => {
  async function exportedPng(user: TestUser): Promise<Buffer> {
    const created = await create(user);
    const slide = `/user-creations/${created.body.id}/slide/${created.body.slides[0].id}/download`;
    const reply = await user.request('POST', slide, { background: '#ffffff' });
    expect(reply.status).toBe(200);
    return reply.bytes;
  }

  it('marks a Starter user’s exports at the bottom right, not a Researcher’s or a journal author’s', async () => {
    const trial = await api.newUser();
    const researcher = await api.newUser();
    const author = await api.newUser();
    await setPlan(database, researcher, 'R');
    await setPlan(database, author, 'T', { journal: 'cardiology' });
    // An empty white slide: any ink is the mark's.
    expect(await inkInBottomRight(await exportedPng(trial))).toBeGreaterThan(20);
    expect(await inkInBottomRight(await exportedPng(researcher))).toBe(0);
    expect(await inkInBottomRight(await exportedPng(author))).toBe(0);
  });
});

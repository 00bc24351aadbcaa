import { createCanvas, loadImage } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { setPlan } from './helpers/plans.ts';
import { testPartner } from './helpers/embed.ts';
import { collectUntouchedBlanks } from '../src/creations/blank-creations.ts';
import { sampleDocument, saveSomething as edit } from './helpers/documents.ts';

const database = useTestDatabase();
let api: ApiHarness;
/** A journal partner whose own profile asks for the figure as an SVG file. */
const SVG_JOURNAL = testPartner(41, {
  profile: {
    name: 'Journal of Vector Figures',
    publisher: 'Example Press',
    kind: 'graphical-abstract',
    source: 'https://journal.example.org/authors/figures',
    read: '2026-11-20',
    minWidth: 1000,
    minHeight: 500,
    aspect: 2,
    dpi: 300,
    formats: ['svg'],
    printWidthIn: 4,
    printHeightIn: 2,
    minFontPt: 6,
    minLineWeightPt: 0.5,
    files: [{ format: 'svg', width: 1200, height: null, dpi: 300 }],
    canvas: { width: 1200, height: 600 },
  },
});

beforeAll(async () => {
  api = await startApi({ newUserPlan: 'T', partners: [SVG_JOURNAL.partner] }, { database });
});

afterAll(async () => {
  await api?.close();
});

async function create(user: TestUser, name = 'Figure') {
  return user.request('POST', '/user-creations', { name });
}

/**
 * `count` creations, each edited (so each counts), unless `blank`. Made at once: the tests ask for
 * no more than the cap allows, and the cap holds under parallel saves (tested below).
 */
async function createMany(user: TestUser, count: number, blank = false): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const created = await create(user, `Figure ${index + 1}`);
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      if (!blank) expect((await edit(user, id)).status).toBe(200);
      return id;
    }),
  );
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

  it('counts a creation from its first save: blank canvases opened to look around do not', async () => {
    const trial = await api.newUser();
    const blanks = await createMany(trial, 5, true);
    expect((await trial.request('GET', '/profiles/plan')).body.limits.creations).toEqual({
      cap: 4,
      used: 0,
    });
    for (const id of blanks.slice(0, 4)) expect((await edit(trial, id)).status).toBe(200);
    // The fifth blank one was made before the cap filled: its first save is refused, saying why.
    const refused = await edit(trial, blanks[4]!);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      limit: 'creations',
      cap: 4,
      used: 4,
      upsell: 'creations',
    });
    expect([(await create(trial)).status]).toEqual([403]);
    // Later saves of a counted creation are not checked again.
    const first = await trial.request('GET', `/user-creations/${blanks[0]}`);
    const slide = first.body.slides[0];
    const again = await trial.request(
      'PUT',
      `/user-creations/${blanks[0]}/slide/${slide.id}/content`,
      { revision: slide.revision, content: sampleDocument(1200, 600) },
    );
    expect(again.status).toBe(200);
  });

  it('counts a blank creation a slide with something on it is copied into, as a first save would', async () => {
    const trial = await api.newUser();
    const [edited] = await createMany(trial, 1);
    const blanks = await createMany(trial, 4, true);
    const slideOf = async (id: string) =>
      (await trial.request('GET', `/user-creations/${id}`)).body.slides[0].id as string;
    const copyInto = async (target: string) =>
      trial.request('POST', `/user-creations/${edited}/slide/${await slideOf(edited!)}/copy`, {
        targetCreationId: target,
      });
    // An empty slide added to a blank creation does not make it count; a copied-in one does.
    expect((await trial.request('POST', `/user-creations/${blanks[0]}/slide`, {})).status).toBe(
      201,
    );
    const used = async () =>
      (await trial.request('GET', '/profiles/plan')).body.limits.creations.used as number;
    expect(await used()).toBe(1);
    for (const blank of blanks.slice(0, 3)) expect((await copyInto(blank)).status).toBe(201);
    expect(await used()).toBe(4);
    // The cap is full: copying into the last blank one would make a fifth.
    const refused = await copyInto(blanks[3]!);
    expect([refused.status, refused.body.limit]).toEqual([403, 'creations']);
    expect((await trial.request('GET', `/user-creations/${blanks[3]}`)).body.slides).toHaveLength(
      1,
    );
  });

  it('collects a creation opened and never edited after a day untouched, and nothing else', async () => {
    const owner = await api.newUser();
    await setPlan(database, owner, 'R');
    const friend = await api.newUser();
    const [edited] = await createMany(owner, 1);
    const [blank, sharedBlank, commentedBlank] = await createMany(owner, 3, true);
    const shared = await owner.request('POST', `/user-creations/${sharedBlank}/share`, {
      email: friend.email,
      permission: 'editor',
    });
    expect(shared.status).toBe(201);
    const slide = (await owner.request('GET', `/user-creations/${commentedBlank}`)).body.slides[0];
    const comment = await owner.request(
      'POST',
      `/user-creations/${commentedBlank}/slide/${slide.id}/comment`,
      { text: 'Start here' },
    );
    expect(comment.status).toBe(201);
    const exists = async (id: string) =>
      (await owner.request('GET', `/user-creations/${id}`)).status === 200;
    expect(await collectUntouchedBlanks(database.db, new Date())).toBe(0);
    await collectUntouchedBlanks(database.db, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await exists(blank!)).toBe(false);
    for (const kept of [edited!, sharedBlank!, commentedBlank!])
      expect(await exists(kept)).toBe(true);
  });

  it('does not count a creation for someone who may not write in it', async () => {
    const owner = await api.newUser();
    const stranger = await api.newUser();
    const [blank] = await createMany(owner, 1, true);
    const slideId = (await owner.request('GET', `/user-creations/${blank}`)).body.slides[0].id;
    const tried = await stranger.request(
      'PUT',
      `/user-creations/${blank}/slide/${slideId}/content`,
      { revision: 0, content: sampleDocument(1200, 600) },
    );
    expect([403, 404]).toContain(tried.status);
    expect((await owner.request('GET', '/profiles/plan')).body.limits.creations.used).toBe(0);
  });

  it('counts creations kept: one in the trash frees a place, restoring it past the cap is refused', async () => {
    const trial = await api.newUser();
    const [first] = await createMany(trial, 4);
    expect((await trial.request('DELETE', `/user-creations/${first}`)).status).toBe(200);
    await createMany(trial, 1);
    const restore = await trial.request('PUT', `/user-creations/${first}/restore`);
    expect([restore.status, restore.body.limit]).toEqual([403, 'creations']);
  });

  it('lets only four of six blank creations saved at once count', async () => {
    const trial = await api.newUser();
    await trial.request('GET', '/profiles/plan');
    const blanks = await createMany(trial, 6, true);
    const replies = await Promise.all(blanks.map((id) => edit(trial, id)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 403, 403]);
    expect((await trial.request('GET', '/profiles/plan')).body.limits.creations.used).toBe(4);
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

describe('the slides-per-creation cap', () => {
  const addSlide = (user: TestUser, creationId: string) =>
    user.request('POST', `/user-creations/${creationId}/slide`, {});

  it('lets a Starter have 5 slides in a creation; the 6th, a duplicate or a copy in is refused', async () => {
    const trial = await api.newUser();
    const [full, other] = await createMany(trial, 2);
    // A new creation holds one slide: four more make the five a Starter may have.
    for (let index = 0; index < 4; index += 1)
      expect((await addSlide(trial, full!)).status).toBe(201);
    const refused = await addSlide(trial, full!);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      limit: 'slidesPerCreation',
      cap: 5,
      used: 5,
      plan: 'T',
      upsell: 'slides',
    });
    expect(refused.body.message).toMatch(/allows 5 slides in a creation/);
    const creation = await trial.request('GET', `/user-creations/${full}`);
    const firstSlide = creation.body.slides[0].id as string;
    const duplicate = await trial.request(
      'POST',
      `/user-creations/${full}/slide/${firstSlide}/duplicate`,
    );
    expect([duplicate.status, duplicate.body.limit]).toEqual([403, 'slidesPerCreation']);
    // Copying a slide out to a creation with room works; into the full one it is refused.
    const out = await trial.request('POST', `/user-creations/${full}/slide/${firstSlide}/copy`, {
      targetCreationId: other,
    });
    expect(out.status).toBe(201);
    const otherSlide = (await trial.request('GET', `/user-creations/${other}`)).body.slides[0]
      .id as string;
    const into = await trial.request('POST', `/user-creations/${other}/slide/${otherSlide}/copy`, {
      targetCreationId: full,
    });
    expect([into.status, into.body.limit]).toEqual([403, 'slidesPerCreation']);
    // Deleting a slide frees its place.
    expect(
      (await trial.request('DELETE', `/user-creations/${full}/slide/${firstSlide}`)).status,
    ).toBe(200);
    expect((await addSlide(trial, full!)).status).toBe(201);
  });

  it('lets only the last place go to one of parallel adds', async () => {
    const trial = await api.newUser();
    const [creation] = await createMany(trial, 1);
    for (let index = 0; index < 3; index += 1) await addSlide(trial, creation!);
    const replies = await Promise.all(Array.from({ length: 4 }, () => addSlide(trial, creation!)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 403, 403, 403]);
    const slides = (await trial.request('GET', `/user-creations/${creation}`)).body.slides;
    expect(slides).toHaveLength(5);
  });

  it('caps a Student at 15, and says each plan’s cap in GET /profiles/plan', async () => {
    const student = await api.newUser();
    await setPlan(database, student, 'S');
    const researcher = await api.newUser();
    await setPlan(database, researcher, 'R');
    expect((await student.request('GET', '/profiles/plan')).body.perCreation).toEqual({
      slidesPerCreation: 15,
      illustrationsPerCreation: 60,
    });
    expect((await researcher.request('GET', '/profiles/plan')).body.perCreation).toEqual({
      slidesPerCreation: null,
      illustrationsPerCreation: null,
    });
    const [creation] = await createMany(researcher, 1);
    const added = await Promise.all(
      Array.from({ length: 16 }, () => addSlide(researcher, creation!)),
    );
    expect(added.map((reply) => reply.status)).toEqual(Array<number>(16).fill(201));
  });
});

describe('the illustrations-per-creation cap', () => {
  const SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
  const illustration = (index: number) => ({
    type: 'illustration',
    id: `illustration-${index}`,
    assetId: 'test/cell',
    svg: SVG,
    left: index,
    top: 0,
    width: 40,
    height: 40,
  });
  /** A slide with `count` illustrations, one of them inside a group. */
  const withIllustrations = (count: number) => {
    const items = Array.from({ length: count }, (_, index) => illustration(index));
    const [first, ...rest] = items;
    return {
      ...sampleDocument(1200, 600),
      elements: first
        ? [
            {
              type: 'group',
              id: 'group-1',
              left: 0,
              top: 0,
              width: 40,
              height: 40,
              elements: [first],
            },
            ...rest,
          ]
        : [],
    };
  };
  const save = async (user: TestUser, creationId: string, slideId: string, count: number) => {
    const slide = (await user.request('GET', `/user-creations/${creationId}`)).body.slides.find(
      (summary: { id: string }) => summary.id === slideId,
    );
    return user.request('PUT', `/user-creations/${creationId}/slide/${slideId}/content`, {
      revision: slide.revision,
      content: withIllustrations(count),
    });
  };

  it('lets a Starter put 20 library illustrations in a creation, over its slides; the 21st is refused', async () => {
    const trial = await api.newUser();
    const [creation] = await createMany(trial, 1, true);
    const first = (await trial.request('GET', `/user-creations/${creation}`)).body.slides[0].id;
    expect((await save(trial, creation!, first, 15)).status).toBe(200);
    const second = (await trial.request('POST', `/user-creations/${creation}/slide`, {})).body.id;
    expect((await save(trial, creation!, second, 5)).status).toBe(200);
    const refused = await save(trial, creation!, second, 6);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      limit: 'illustrationsPerCreation',
      cap: 20,
      used: 20,
      plan: 'T',
      upsell: 'illustrations',
    });
    expect(refused.body.message).toMatch(/allows 20 illustrations in a creation/);
    // Saving what is there (moved, restyled) is never refused; nor is taking one away.
    expect((await save(trial, creation!, second, 5)).status).toBe(200);
    expect((await save(trial, creation!, first, 14)).status).toBe(200);
    expect((await save(trial, creation!, second, 6)).status).toBe(200);
    // A duplicate of a slide with illustrations would pass the cap.
    const duplicate = await trial.request(
      'POST',
      `/user-creations/${creation}/slide/${second}/duplicate`,
    );
    expect([duplicate.status, duplicate.body.limit]).toEqual([403, 'illustrationsPerCreation']);
  });

  it('lets two slides saved at the same instant take turns at the cap: one of them is refused', async () => {
    const trial = await api.newUser();
    const [creation] = await createMany(trial, 1, true);
    const first = (await trial.request('GET', `/user-creations/${creation}`)).body.slides[0].id;
    const second = (await trial.request('POST', `/user-creations/${creation}/slide`, {})).body.id;
    // 12 + 12 > 20: each save alone fits; both at once must not.
    const saves = await Promise.all([
      save(trial, creation!, first, 12),
      save(trial, creation!, second, 12),
    ]);
    expect(saves.map((reply) => reply.status).sort()).toEqual([200, 403]);
    const refused = saves.find((reply) => reply.status === 403)!;
    expect(refused.body).toMatchObject({ limit: 'illustrationsPerCreation', used: 12 });
  });

  it('keeps a creation over a cap its owner moved to editable, adding nothing', async () => {
    const owner = await api.newUser();
    await setPlan(database, owner, 'R');
    const [creation] = await createMany(owner, 1, true);
    const slide = (await owner.request('GET', `/user-creations/${creation}`)).body.slides[0].id;
    expect((await save(owner, creation!, slide, 30)).status).toBe(200);
    await setPlan(database, owner, 'T');
    // (The API reads a user row again after a few seconds; the cap reads the owner as stored.)
    expect((await save(owner, creation!, slide, 30)).status).toBe(200);
    expect((await save(owner, creation!, slide, 25)).status).toBe(200);
    const more = await save(owner, creation!, slide, 26);
    expect([more.status, more.body.limit]).toEqual([403, 'illustrationsPerCreation']);
  });
});

describe('the caps a creation carries', () => {
  it('are its owner’s, sent with the creation to whoever opens it', async () => {
    const starter = await api.newUser();
    const researcher = await api.newUser();
    await setPlan(database, researcher, 'R');
    const share = async (owner: TestUser, other: TestUser) => {
      const [creation] = await createMany(owner, 1, true);
      const shared = await owner.request('POST', `/user-creations/${creation}/share`, {
        email: other.email,
        permission: 'editor',
      });
      expect(shared.status).toBe(201);
      return creation!;
    };
    const caps = async (user: TestUser, creation: string) =>
      (await user.request('GET', `/user-creations/${creation}`)).body.caps;
    // A Researcher editing a Starter's creation works within the Starter's caps…
    const starters = await share(starter, researcher);
    const starterCaps = { slidesPerCreation: 5, illustrationsPerCreation: 20 };
    expect(await caps(researcher, starters)).toEqual(starterCaps);
    expect(await caps(starter, starters)).toEqual(starterCaps);
    // …and a Starter editing a Researcher's creation is not held to the Starter's.
    const researchers = await share(researcher, starter);
    const none = { slidesPerCreation: null, illustrationsPerCreation: null };
    expect(await caps(starter, researchers)).toEqual(none);
    // Lists leave them out (the editor reads them when it opens a creation).
    const listed = (await starter.request('GET', '/user-creations')).body.data;
    expect(listed[0]).not.toHaveProperty('caps');
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
      perCreation: { slidesPerCreation: 5, illustrationsPerCreation: 20 },
      cancelledAt: null,
    });
  });

  it('shows a Student restricted (upsell prompts) but paid for: no watermark', async () => {
    const student = await api.newUser();
    await setPlan(database, student, 'S');
    const plan = await student.request('GET', '/profiles/plan');
    expect(plan.body).toMatchObject({
      plan: 'S',
      restricted: true,
      watermarked: false,
      limits: { creations: { cap: 10 }, highResDownloads: { cap: 2 } },
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
    ];
    const replies = await Promise.all(asks.map((ask) => student.request('POST', slide, ask)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403, 403, 403, 403]);
    // A Student's files carry no mark, so the editable files are offered too: print ones, counted.
    for (const format of ['svg', 'pptx']) {
      const editable = await student.request('POST', slide, { format });
      expect([editable.status, editable.body]).toMatchObject([
        403,
        { limit: 'highResDownloads', upsell: 'downloads' },
      ]);
    }
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

  it('counts a Student’s PDF of a slide as high resolution whatever its size, and refuses the third', async () => {
    const student = await api.newUser();
    await setPlan(database, student, 'S');
    const created = await create(student);
    const slide = `/user-creations/${created.body.id}/slide/${created.body.slides[0].id}/download`;
    // What the editor's Download dialog asks for a PDF of the open slide (the slide's own size).
    const pdf = { format: 'pdf', width: 1200, unit: 'px', dpi: 72 };
    const used = async () =>
      (await student.request('GET', '/profiles/plan')).body.limits.highResDownloads;
    for (const before of [0, 1]) {
      expect(await used()).toEqual({ cap: 2, used: before });
      const reply = await student.request('POST', slide, pdf);
      expect(reply.status).toBe(200);
      expect(reply.bytes.toString('latin1').startsWith('%PDF-')).toBe(true);
    }
    const third = await student.request('POST', slide, pdf);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ limit: 'highResDownloads', upsell: 'downloads', used: 2 });
    expect(await used()).toEqual({ cap: 2, used: 2 });
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

  it('refuses a Starter the submission package of a journal that asks for an SVG, counting nothing', async () => {
    const trial = await api.newUser();
    const created = await create(trial);
    const reply = await trial.request('POST', `/user-creations/${created.body.id}/download`, {
      format: 'package',
      profile: `partner-${SVG_JOURNAL.partner.id}`,
      anyway: true,
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ limit: 'formats', plan: 'T', upsell: 'watermark' });
    const plan = await trial.request('GET', '/profiles/plan');
    expect(plan.body.limits.highResDownloads.used).toBe(0);
  });
});

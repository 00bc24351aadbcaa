// Who may call what: every route of the API (as Fastify registers it) against five callers, the
// creation's owner, an editor and a commentor it is shared with, a stranger, and no token. A
// route registered without a row here fails the first test, so a new route must say who may use
// it.
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument, type CreationReply } from './helpers/documents.ts';
import { imageElement, solidPng, upload } from './helpers/files.ts';

const ROLES = ['owner', 'editor', 'commentor', 'stranger', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
type SignedIn = Exclude<Role, 'anonymous'>;

/** What one call finds: a fresh creation of the owner's, shared with the editor and commentor. */
interface World {
  creationId: string;
  slideId: string;
  /** A second slide, so one can be deleted. */
  secondSlideId: string;
  /** The commentor's share. */
  shareId: string;
  /** A comment of the owner's on the first slide. */
  commentId: string;
  /** An export job of the owner's (one for all: the queue holds 16; never drawn here). */
  jobId: string;
  /** A creation the caller owns (a copy's target). */
  ownCreationId: string;
  /** The creation's slug. */
  slug: string;
  /** A photo of the owner's, shown on the first slide (stored as a file). */
  fileId: string;
  /** The first slide's saved version (its content save). */
  versionId: string;
  /** A folder of the owner's (made for the rows that need one). */
  folderId?: string;
  /** Another creation of the owner's, shared like this one, in the trash (for the restore row). */
  deletedCreationId?: string;
  /** The owner's user id (their profile). */
  ownerUserId: string;
}

/** Open to everyone: the same answer for all five callers, never 401 or 403. */
const PUBLIC = 'public';

interface Row {
  /** Expected status for owner, editor, commentor, stranger, no token; or PUBLIC. */
  expect: readonly [number, number, number, number, number] | typeof PUBLIC;
  body?: (world: World) => unknown;
  /** Sent as the raw body with this content type instead of JSON. */
  raw?: { bytes: () => Uint8Array; type: string };
  query?: string;
  /** Where the call goes when it is not the route's url with the world's ids. */
  path?: (world: World) => string;
  /** Each signed-in role calls as a new user of its own (the call deletes the caller's account). */
  freshCaller?: true;
  /** Each caller signs in afresh for this row (logout ends the session it is called with). */
  ownSession?: boolean;
}

const all = (status: number) => [status, status, status, status, status] as const;
/** Reads the creation: anyone it is shared with. */
const readers = (status: number) => [status, status, status, 404, 401] as const;
/** Changes the creation: its owner and editors. */
const writers = (status: number) => [status, status, 403, 404, 401] as const;
/** Owner only (delete, share): editors and commentors may open it, so 403. */
const ownerOnly = (status: number) => [status, 403, 403, 404, 401] as const;
/** Anyone signed in, about their own things. */
const signedIn = (status: number) => [status, status, status, status, 401] as const;
/** The owner's profile: only they (or an administrator, plan A) may; everyone else 403. */
const ownProfile = (status: number) => [status, 403, 403, 403, 401] as const;
const P = '/profiles/:id';
const ownerProfile = (suffix = '') => ({
  path: (world: World) => `/profiles/${world.ownerUserId}${suffix}`,
});

const C = '/user-creations/:id';
const S = `${C}/slide/:slideId`;

/** The one table: `${method} ${url}` (Fastify's form) -> the expected statuses. */
const MATRIX: Record<string, Row> = {
  'GET /health': { expect: all(200) },
  'GET /openapi.json': { expect: all(200) },
  // Sign-in calls carry their token in the body or query (none here: 400 for everyone).
  'POST /auth/onelogin/callback': { expect: all(400) },
  'GET /auth/profile/': { expect: all(400) },
  'POST /auth/backchannel-logout': { expect: all(400) },
  'POST /auth/backchannel-notice': { expect: all(400) },
  'GET /auth/verify-token-validity': { expect: signedIn(200) },
  'GET /auth/onelogin/validate': { expect: signedIn(200) },

  'GET /user-creations': { expect: signedIn(200) },
  'POST /user-creations': { expect: signedIn(201), body: () => ({ name: 'New' }) },
  'GET /user-creations/shared': { expect: signedIn(200) },
  [`GET ${C}`]: { expect: readers(200) },
  [`PUT ${C}`]: { expect: writers(200), body: () => ({ name: 'Renamed' }) },
  [`DELETE ${C}`]: { expect: ownerOnly(200) },
  'GET /user-creations/slug/:slug': { expect: readers(200) },
  [`GET ${C}/thumbnail`]: { expect: readers(200) },

  // The trash, like deleting, is the owner's.
  'GET /user-creations/deleted': { expect: signedIn(200) },
  [`PUT ${C}/restore`]: {
    expect: ownerOnly(200),
    path: (w) => `/user-creations/${w.deletedCreationId}/restore`,
  },
  // Folders are each user's own (another's answers as missing).
  'GET /user-creations/folders': { expect: signedIn(200) },
  'POST /user-creations/folders': { expect: signedIn(201), body: () => ({ name: 'Papers' }) },
  'PUT /user-creations/folders/:id': {
    expect: [200, 404, 404, 404, 401],
    body: () => ({ name: 'Renamed' }),
    path: (w) => `/user-creations/folders/${w.folderId}`,
  },
  'DELETE /user-creations/folders/:id': {
    expect: [200, 404, 404, 404, 401],
    path: (w) => `/user-creations/folders/${w.folderId}`,
  },

  // Versions: anyone who may read the slide sees them; restoring one changes it.
  [`GET ${S}/backups`]: { expect: readers(200) },
  'POST /user-creations/get-slide-version': {
    expect: readers(200),
    body: (w) => ({ key: w.slideId, versionId: w.versionId }),
  },
  [`POST ${S}/backups/:versionId/restore`]: { expect: writers(200) },

  // Stored files: anyone signed in uploads; a file is read by its uploader and by whoever may
  // read a creation that shows it.
  'POST /files': {
    expect: signedIn(201),
    raw: { bytes: () => solidPng('#3366cc', 4, 4), type: 'image/png' },
  },
  'GET /files/:fileId': { expect: readers(200) },
  // A picture without its background: anyone signed in, counted against their own plan.
  'POST /background-removals': {
    expect: signedIn(201),
    raw: { bytes: () => solidPng('#cc3366', 4, 4), type: 'image/png' },
  },

  [`POST ${C}/slide`]: { expect: writers(201) },
  [`PUT ${C}/slide`]: {
    expect: writers(200),
    body: (w) => ({
      slides: [
        { id: w.secondSlideId, position: 0 },
        { id: w.slideId, position: 1 },
      ],
    }),
  },
  [`PUT ${C}/slide/sequences`]: {
    expect: writers(200),
    body: (w) => ({ slideIds: [w.secondSlideId, w.slideId] }),
  },
  [`POST ${S}/duplicate`]: { expect: writers(201) },
  [`DELETE ${S}`]: { expect: writers(200) },
  // Copying reads this creation and writes the caller's own.
  [`POST ${S}/copy`]: {
    expect: readers(201),
    body: (w) => ({ targetCreationId: w.ownCreationId }),
  },
  [`GET ${S}/content`]: { expect: readers(200) },
  [`PUT ${S}/content`]: {
    expect: writers(200),
    body: () => ({ revision: 1, content: sampleDocument() }),
  },

  [`GET ${C}/share`]: { expect: writers(200) },
  [`POST ${C}/share`]: {
    expect: ownerOnly(201),
    body: () => ({ email: `someone-${randomUUID()}@figura.test`, permission: 'editor' }),
  },
  [`PUT ${C}/share/:shareId`]: { expect: ownerOnly(200), body: () => ({ permission: 'editor' }) },
  [`DELETE ${C}/share/:shareId`]: { expect: ownerOnly(200) },
  [`DELETE ${C}/sharing`]: { expect: ownerOnly(200) },

  [`GET ${S}/comment`]: { expect: readers(200) },
  [`POST ${S}/comment`]: { expect: readers(201), body: () => ({ text: 'A note' }) },
  // Checking a comment: anyone who may comment (editing its text: its author, comments.test.ts).
  [`PUT ${S}/comment/:commentId`]: { expect: readers(200), body: () => ({ checked: true }) },
  // Someone else's comment: the owner may delete it, nobody else.
  [`DELETE ${S}/comment/:commentId`]: { expect: ownerOnly(200) },

  // Downloads read the creation; asked for as jobs (202, drawn in the background).
  [`POST ${C}/download`]: {
    expect: readers(202),
    body: () => ({ format: 'pdf' }),
    query: 'async=1',
  },
  [`POST ${S}/download`]: { expect: readers(202), body: () => ({}), query: 'async=1' },
  [`POST ${S}/download-svg`]: { expect: readers(202), body: () => ({}), query: 'async=1' },
  // An export job is its requester's alone (the owner's here, finished; retrying one that did
  // not fail: 409).
  'GET /exports/:jobId': { expect: [200, 404, 404, 404, 401] },
  'GET /exports/:jobId/file': { expect: [200, 404, 404, 404, 401] },
  'POST /exports/:jobId/retry': { expect: [409, 404, 404, 404, 401] },

  // Embed tokens: a journal partner's key, not a user's token.
  'POST /embed/tokens': { expect: all(401) },
  // Only an embed token has a journal.
  'GET /embed/partner': { expect: signedIn(404) },
  // A partner's own profile: its key only.
  'GET /embed/profile': { expect: all(401) },
  'PUT /embed/profile': { expect: all(401), body: () => ({}) },
  'DELETE /embed/profile': { expect: all(401) },
  'PUT /embed/members': { expect: all(401), body: () => ({ email: 'nobody@example.org' }) },
  'DELETE /embed/members/:email': {
    expect: all(401),
    path: () => '/embed/members/nobody%40example.org',
  },
  // Journal profiles are public, like a journal's author guidelines.
  'GET /journal-profiles': { expect: PUBLIC },
  'GET /journal-profiles/:id': { expect: PUBLIC, path: () => '/journal-profiles/cell' },

  // The content library: anyone reads it, whether or not it is built here; admins change it.
  'GET /library/items': { expect: PUBLIC },
  'GET /library/items/:source/:slug': { expect: PUBLIC },
  'GET /library/items/:source/:slug/thumbnail': { expect: PUBLIC },
  'GET /library/categories': { expect: PUBLIC },
  'GET /library/collections': { expect: PUBLIC },
  'GET /library/search-index': { expect: PUBLIC },
  'GET /library/templates': { expect: PUBLIC },
  'GET /library/templates/:id': { expect: PUBLIC },
  'GET /library/templates/:id/preview': { expect: PUBLIC },
  'POST /library/items': { expect: signedIn(403), body: () => ({}) },
  'PUT /library/items/:source/:slug': { expect: signedIn(403), body: () => ({}) },
  'DELETE /library/items/:source/:slug': { expect: signedIn(403) },
  'POST /library/items/:source/:slug/restore': { expect: signedIn(403) },

  // Profiles: the caller's own plan; a profile by id is its user's (and admins').
  'GET /profiles/plan': { expect: signedIn(200) },
  // Image generation: anyone signed in asks; a job is read by whoever asked (others 404).
  'POST /generations': { expect: signedIn(202), body: () => ({ prompt: 'A dividing cell' }) },
  'GET /generations/:generationId': {
    expect: signedIn(404),
    path: () => `/generations/${randomUUID()}`,
  },
  'GET /profiles/plan/last-invoice': { expect: signedIn(200) },
  'GET /profiles/plan/gateway-last-invoice': { expect: signedIn(200) },
  'POST /profiles/plan/feedback': { expect: signedIn(201), body: () => ({ reason: 'other' }) },
  'DELETE /profiles': { expect: signedIn(200), freshCaller: true },
  [`GET ${P}`]: { expect: ownProfile(200), ...ownerProfile() },
  [`PATCH ${P}`]: {
    expect: ownProfile(200),
    body: () => ({ country_code: 'FR' }),
    ...ownerProfile(),
  },
  // The sign-on site (a stub here, without the account API) refuses the change: 422.
  [`PATCH ${P}/password`]: {
    expect: ownProfile(422),
    body: () => ({ currentPassword: 'not-it', newPassword: 'long-enough-1' }),
    ...ownerProfile('/password'),
  },
  [`GET ${P}/user`]: { expect: ownProfile(200), ...ownerProfile('/user') },
  [`GET ${P}/invoice`]: { expect: ownProfile(200), ...ownerProfile('/invoice') },
  [`GET ${P}/creations`]: { expect: ownProfile(200), ...ownerProfile('/creations') },
  // Codes: anyone signed in redeems (no such code here: 404); admins make and invalidate.
  'POST /codes/redeem': { expect: signedIn(404), body: () => ({ code: 'NO-SUCH-CODE' }) },
  'POST /codes': { expect: signedIn(403), body: () => ({ code: 'MATRIX-1', grantsPlan: 'R' }) },
  'PUT /codes/:code/invalidate': { expect: signedIn(403) },
  // Billing: each signed-in person about their own plan; the webhook takes the billing site's
  // signature, not a token (none here: 400 for everyone, billing.test.ts for signed ones).
  'POST /billing/checkout': { expect: signedIn(200), body: () => ({ plan: 'R', period: 'year' }) },
  'GET /billing/history': { expect: signedIn(200) },
  'PUT /profiles/plan/cancel': { expect: signedIn(404), body: () => ({ reason: 'other' }) },
  'POST /profiles/plan/resume': { expect: signedIn(404) },
  'GET /billing/invoices/:id/pdf': {
    expect: signedIn(404),
    path: () => `/billing/invoices/${randomUUID()}/pdf`,
  },
  'POST /billing/checkout-problem': { expect: signedIn(201), body: () => ({ reason: 'other' }) },
  'POST /billing/webhook': { expect: all(400), body: () => ({}) },
  // Teams: nobody here is in one (the team roles: teams-authorisation.test.ts). A team id that
  // is not a team answers 404; administrators' calls (plan A) answer 403 to anyone else.
  'GET /teams': { expect: signedIn(200) },
  'GET /teams/my-team': { expect: signedIn(200) },
  'GET /teams/my-team-admin/:id': { expect: signedIn(404) },
  'GET /teams/invites/:token': { expect: PUBLIC },
  'POST /teams': { expect: signedIn(400), body: () => ({ name: '' }) },
  'PUT /teams/:id': { expect: signedIn(404), body: () => ({ name: 'Lab' }) },
  'POST /teams/:id/invites': { expect: signedIn(404), body: () => ({ email: 'a@figura.test' }) },
  'DELETE /teams/:id/invites/:inviteId': { expect: signedIn(404) },
  'DELETE /teams/:id/member/:memberId': { expect: signedIn(404) },
  'PUT /teams/invites/:token/accept': { expect: signedIn(404) },
  'GET /teams/my-invites': { expect: signedIn(200) },
  'PUT /teams/my-invites/:inviteId/accept': { expect: signedIn(404) },
  'POST /teams/create-team-by-admin': {
    expect: signedIn(403),
    body: () => ({ name: 'Lab', adminEmail: 'a@figura.test' }),
  },
  'GET /teams/get-team-limit/:id': { expect: signedIn(404) },
  'PUT /teams/update-team-limit/:id': { expect: signedIn(403), body: () => ({ seatLimit: 9 }) },
  'POST /teams/:id/seat-request': { expect: signedIn(404), body: () => ({ seats: 9 }) },
  // Moving into a team workspace is the owner's (who has no team here: 409).
  [`POST ${C}/convertCreationToNewWorkspace`]: { expect: ownerOnly(409) },
  // SAML: the identity-provider configuration is for admins (plan A; saml.test.ts has them), the
  // sign-in calls are public (an unknown IdP, no form, no token: refused for everyone alike), and
  // validate/logout take a SAML session's token only, never a sign-on one.
  'GET /auth/saml/idp-config': { expect: signedIn(403) },
  'POST /auth/saml/idp-config': { expect: signedIn(403), body: () => ({}) },
  'GET /auth/saml/idp-config/:id': { expect: signedIn(403) },
  'PUT /auth/saml/idp-config/:id': { expect: signedIn(403), body: () => ({}) },
  'GET /auth/saml/providers': { expect: PUBLIC },
  'GET /auth/saml/initiate/:id': { expect: all(404) },
  'POST /auth/saml/acs/:id': { expect: all(400), body: () => ({}) },
  'GET /auth/saml/complete-authentication': { expect: all(400) },
  'GET /auth/saml/validate': { expect: all(401) },
  'POST /auth/saml/logout': { expect: all(401) },
  // Sign-in through the API: the credentials are the body's (docs/sign-in.md).
  'POST /auth/login': { expect: all(400), body: () => ({}) },
  'POST /auth/register': { expect: all(400), body: () => ({}) },
  'POST /auth/short-signup': { expect: all(400), body: () => ({}) },
  'POST /auth/token-login': { expect: all(400), body: () => ({}) },
  'POST /auth/login-with-google': { expect: PUBLIC, body: () => ({}) },
  'POST /auth/login-with-facebook': { expect: PUBLIC, body: () => ({}) },
  'PATCH /auth/complete-profile': {
    expect: signedIn(200),
    body: () => ({ country_code: 'GB', partner: null }),
  },
  'POST /auth/usaco-email': {
    expect: signedIn(202),
    body: () => ({ email: `invitee-${randomUUID()}@figura.test` }),
  },
  'POST /auth/logout': { expect: signedIn(200), body: () => ({}), ownSession: true },
  // An invitation's unsubscribe link: no sign-in, a signed token (this one is not).
  'POST /mail/unsubscribe': { expect: all(400), body: () => ({ token: 'not-a-token' }) },
  // §7 Other and orders: each caller's own.
  'GET /roles': { expect: signedIn(200) },
  'GET /customInformation': { expect: signedIn(200) },
  'GET /payments/data': { expect: signedIn(200) },
  'GET /journals/settings': { expect: signedIn(200) },
  'GET /journals/memberships': { expect: signedIn(200) },
  'PUT /admin/journal-members': {
    expect: signedIn(403),
    body: () => ({ email: 'nobody@example.org', journal: 'urology' }),
  },
  'GET /orders': { expect: signedIn(200) },
  'POST /orders': { expect: signedIn(201), body: () => ({}) },
  // The legacy platform's form posts carry no token.
  'POST /legacy/unlock-email': {
    expect: PUBLIC,
    body: () => ({ email: 'someone@figura.test', key: 'k' }),
  },
  'POST /legacy/logout': { expect: PUBLIC },
};

let api: ApiHarness;
let users: Record<SignedIn, TestUser>;
const ownCreations = new Map<SignedIn, string>();
const registered: string[] = [];
let ownerJobId: string;
let ownerFileId: string;
let ownerUserId: string;

beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      // HEAD and OPTIONS are Fastify's and CORS's own; hidden routes are the reference's assets.
      if (method === 'HEAD' || method === 'OPTIONS' || route.schema?.hide) continue;
      registered.push(`${method} ${route.url}`);
    }
  };
  // An image-generation service nobody answers at: requests queue (the jobs fail later).
  api = await startApi(
    { generation: { url: 'http://127.0.0.1:9', key: 'test-key' } },
    { onRoute: collect },
  );
  const [owner, editor, commentor, stranger] = await Promise.all(
    [0, 1, 2, 3].map(() => api.newUser()),
  );
  users = { owner: owner!, editor: editor!, commentor: commentor!, stranger: stranger! };
  ownerUserId = (await owner!.request('GET', '/auth/verify-token-validity')).body.user.id;
  await Promise.all(
    (['owner', 'editor', 'commentor', 'stranger'] as const).map(async (role) => {
      const own = await users[role].request('POST', '/user-creations', { name: `${role}'s own` });
      ownCreations.set(role, own.body.id);
    }),
  );
  const photo = await upload(api, owner!, solidPng('#cc3366'), 'image/png');
  expect(photo.status).toBe(201);
  ownerFileId = photo.body.id;
  const ownerCreation = ownCreations.get('owner')!;
  const { body: creation } = await owner!.request('GET', `/user-creations/${ownerCreation}`);
  const job = await owner!.request(
    'POST',
    `/user-creations/${ownerCreation}/slide/${creation.slides[0].id}/download?async=1`,
    {},
  );
  expect(job.status).toBe(202);
  ownerJobId = job.body.jobId;
  expect(await finished(owner!, ownerJobId)).toBe('done');
});

afterAll(async () => {
  // Every job this file queued is drawn before the API closes: on PostgreSQL the queue is shared
  // with the other test files, and one left waiting would take a place in it.
  for (const { user, jobId } of queuedJobs) await finished(user, jobId);
  await api.close();
});

/** Export jobs the matrix asked for, with who asked. */
const queuedJobs: { user: TestUser; jobId: string }[] = [];

/** Waits for an export job to be done or failed (a loaded machine draws slowly: a minute). */
async function finished(user: TestUser, jobId: string): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const { body } = await user.request('GET', `/exports/${jobId}`);
    if (body.status === 'done' || body.status === 'failed') return body.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Export ${jobId} did not finish within a minute`);
}

/** A creation of the owner's, shared with the editor and the commentor. */
async function sharedCreation(name: string): Promise<CreationReply & { slug: string }> {
  const { owner } = users;
  const creation = (
    await owner.request<CreationReply & { slug: string }>('POST', '/user-creations', { name })
  ).body;
  const base = `/user-creations/${creation.id}`;
  await owner.request('POST', `${base}/share`, { email: users.editor.email, permission: 'editor' });
  await owner.request('POST', `${base}/share`, {
    email: users.commentor.email,
    permission: 'commentor',
  });
  return creation;
}

/** A creation the caller owns (none for no token: an id nobody has). */
const ownCreationOf = (role: Role) =>
  role === 'anonymous' ? randomUUID() : ownCreations.get(role)!;

async function newWorld(role: Role, url: string): Promise<World> {
  const { owner } = users;
  const creation = (
    await owner.request<CreationReply & { slug: string }>('POST', '/user-creations', {
      name: 'M',
    })
  ).body;
  const slideId = creation.slides[0]!.id;
  const base = `/user-creations/${creation.id}`;
  const document = sampleDocument();
  const fileRef = `figura-file:${ownerFileId}`;
  const [second, , commentorShare, comment] = await Promise.all([
    owner.request('POST', `${base}/slide`),
    owner.request('POST', `${base}/share`, { email: users.editor.email, permission: 'editor' }),
    owner.request('POST', `${base}/share`, {
      email: users.commentor.email,
      permission: 'commentor',
    }),
    owner.request('POST', `${base}/slide/${slideId}/comment`, { text: 'Owner note' }),
    owner.request('PUT', `${base}/slide/${slideId}/content`, {
      revision: 0,
      content: { ...document, elements: [...document.elements, imageElement(fileRef)] },
    }),
  ]);
  expect([second.status, commentorShare.status, comment.status]).toEqual([201, 201, 201]);
  const versions = await owner.request('GET', `${base}/slide/${slideId}/backups`);
  const extras: Pick<World, 'folderId' | 'deletedCreationId'> = {};
  if (url.startsWith('/user-creations/folders/:id')) {
    const folder = await owner.request('POST', '/user-creations/folders', { name: 'Mine' });
    extras.folderId = folder.body.id;
  }
  if (url === `${C}/restore`) {
    const deleted = await sharedCreation('Deleted');
    expect((await owner.request('DELETE', `/user-creations/${deleted.id}`)).status).toBe(200);
    extras.deletedCreationId = deleted.id;
  }
  return {
    creationId: creation.id,
    slideId,
    secondSlideId: second.body.id,
    shareId: commentorShare.body.id,
    commentId: comment.body.id,
    jobId: ownerJobId,
    ownCreationId: ownCreationOf(role),
    slug: creation.slug,
    fileId: ownerFileId,
    versionId: versions.body.data[0].versionId,
    ownerUserId,
    ...extras,
  };
}

function pathOf(url: string, world: World, query?: string): string {
  const params: Record<string, string> = {
    id: world.creationId,
    slideId: world.slideId,
    shareId: world.shareId,
    commentId: world.commentId,
    jobId: world.jobId,
    // The library's items have slugs of their own.
    slug: url.startsWith('/library/') ? 'cell' : world.slug,
    fileId: world.fileId,
    versionId: world.versionId,
    source: 'bioicons',
    code: 'NO-SUCH-CODE',
    // No team, invitation or member has these.
    inviteId: randomUUID(),
    memberId: randomUUID(),
    token: 'not-a-real-invitation-token',
  };
  // DELETE .../slide/:slideId removes the second slide (a creation keeps at least one).
  const path = url.replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name]!);
  return query ? `${path}?${query}` : path;
}

describe('the authorisation matrix', () => {
  it('has a row for every route the API registers, and none for a route that is gone', () => {
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (route, row) => {
    const [method, url] = route.split(' ') as [string, string];
    const answers: Record<Role, number> = {} as Record<Role, number>;
    // Each caller has a world of its own, made all at once, then the calls go one by one; a read
    // changes nothing, so the five share one (each with its own creation, a copy's target).
    const worlds =
      method === 'GET'
        ? await newWorld('owner', url).then((world) =>
            ROLES.map((role) => ({ ...world, ownCreationId: ownCreationOf(role) })),
          )
        : await Promise.all(ROLES.map((role) => newWorld(role, url)));
    for (const [index, role] of ROLES.entries()) {
      const world = worlds[index]!;
      const target =
        method === 'DELETE' && url === S ? { ...world, slideId: world.secondSlideId } : world;
      const path = row.path?.(world) ?? pathOf(url, target, row.query);
      const body = row.body?.(world);
      const caller =
        role === 'anonymous'
          ? undefined
          : row.freshCaller
            ? await api.newUser()
            : row.ownSession
              ? undefined
              : users[role];
      const token =
        role !== 'anonymous' && row.ownSession
          ? await api.signOn.issueToken({ ...users[role], sid: `row-${randomUUID()}` })
          : caller?.token;
      const reply = row.raw
        ? await api.request(method, path, {
            token,
            rawBody: row.raw.bytes(),
            headers: { 'content-type': row.raw.type },
          })
        : caller
          ? await caller.request(method, path, body)
          : await api.request(method, path, { token, body });
      answers[role] = reply.status;
      // An export's 202 names its job (other calls answer 202 too: an email sent).
      if (reply.status === 202 && role !== 'anonymous' && reply.body?.jobId)
        queuedJobs.push({ user: users[role], jobId: reply.body.jobId });
    }
    if (row.expect === PUBLIC) {
      expect(new Set(Object.values(answers)).size, JSON.stringify(answers)).toBe(1);
      expect([401, 403]).not.toContain(answers.anonymous);
    } else {
      const { expect: statuses } = row;
      expect(answers).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, statuses[i]])));
    }
  });
});

// The two servers the fuzz test drives, each with every route it registers (collected with
// Fastify's onRoute hook, like the OpenAPI generator), a signed-in caller, real ids to aim at,
// and one valid request per route for the fuzzer to bend.
import { randomUUID } from 'node:crypto';
import { createEmptyDocument } from '@figura/sdk-core/schema';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildSignOnApp } from '../../../sign-on/src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../../../sign-on/src/security/rate-limits.ts';
import {
  cookiesFrom,
  PORTAL,
  register,
  testConfig as signOnTestConfig,
  TEST_CAPTCHA_ANSWER,
  uniqueEmail,
} from '../../../sign-on/src/testing.ts';
import { partnerAuthorization } from '@figura/sdk-core/schema';
import { buildApiApp } from '../../src/app.ts';
import { PORTAL_ORIGIN, testConfig } from '../helpers/api-harness.ts';
import { testPartner } from '../helpers/embed.ts';
import { startSignOnStub } from '../helpers/sign-on-stub.ts';

export interface FuzzRoute {
  method: string;
  /** Fastify's form: /user-creations/:id, /docs/static/* */
  url: string;
}

/** Real things a request can point at, made afresh for each route (a route may delete them). */
export interface Fixture {
  /** Values for path parameters, by name (and '*' for a wildcard). */
  params: Record<string, string>;
  /** Headers that make the caller signed in (Authorization, or the sign-on cookies). */
  credentials: Record<string, string>;
  /** Other credentials for some routes, by `${method} ${url}` (a partner's key). */
  routeCredentials?: Record<string, Record<string, string>>;
  /** A valid body and query for a route, by `${method} ${url}`. */
  bodies: Record<string, unknown>;
  queries: Record<string, Record<string, string>>;
}

export interface FuzzTarget {
  name: string;
  app: FastifyInstance;
  routes: FuzzRoute[];
  /** Origins a browser request might carry. */
  origins: string[];
  fixture(): Promise<Fixture>;
  close(): Promise<void>;
}

function collector(routes: FuzzRoute[]) {
  return (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  };
}

/** A slide with one element of most kinds, valid as it stands. */
function sampleContent() {
  const box = { left: 10, top: 10, width: 100, height: 80 };
  return {
    ...createEmptyDocument(800, 600),
    elements: [
      { type: 'rect', id: 'rect', ...box, fill: '#ff0000', name: 'A box', alt: 'red' },
      { type: 'textbox', id: 'text', ...box, text: 'Hello', styles: [] },
      { type: 'line', id: 'line', x1: 0, y1: 0, x2: 50, y2: 50 },
      { type: 'path', id: 'path', ...box, d: 'M0 0 L10 10 Z' },
      {
        type: 'polygon',
        id: 'poly',
        ...box,
        points: [
          { x: 0, y: 0 },
          { x: 5, y: 0 },
          { x: 0, y: 5 },
        ],
      },
      {
        type: 'group',
        id: 'group',
        ...box,
        elements: [{ type: 'circle', id: 'circle', ...box }],
      },
      {
        type: 'chart',
        id: 'chart',
        ...box,
        chartKind: 'bar',
        data: { series: ['a'], rows: [{ label: 'x', values: [1] }] },
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>',
      },
    ],
  };
}

export async function apiTarget(): Promise<FuzzTarget> {
  const signOn = await startSignOnStub();
  const routes: FuzzRoute[] = [];
  const journal = testPartner(16);
  const app = await buildApiApp(
    testConfig(signOn, {
      partners: [journal.partner],
      // The team plan, so that POST /teams has a request that gets through (the others' 403).
      newUserPlan: 'L',
      // A service nobody answers at: generations queue (and fail later, out of the fuzzer's way).
      generation: { url: 'http://127.0.0.1:9', key: 'fuzz-key' },
    }),
    {
      checkReplies: true,
      onRoute: collector(routes),
    },
  );
  await app.ready();

  return {
    name: 'API',
    app,
    routes,
    origins: [PORTAL_ORIGIN, 'https://elsewhere.test'],
    async fixture() {
      const id = randomUUID();
      const token = await signOn.issueToken({
        sub: `fuzz-${id}`,
        email: `fuzz-${id}@figura.test`,
        name: 'Fuzz',
      });
      const authorization = `Bearer ${token}`;
      const created = await app.inject({
        method: 'POST',
        url: '/user-creations',
        headers: { authorization },
        payload: { name: 'Fuzz target' },
      });
      const creation = created.json<{ id: string; slides: { id: string }[] }>();
      const slideId = creation.slides[0]!.id;
      // The rest at once: each needs only the creation.
      const [second, other, share, comment, generation] = await Promise.all([
        // A second slide, so deleting one is allowed.
        app.inject({
          method: 'POST',
          url: `/user-creations/${creation.id}/slide`,
          headers: { authorization },
          payload: {},
        }),
        app.inject({
          method: 'POST',
          url: '/user-creations',
          headers: { authorization },
          payload: { name: 'Copy target' },
        }),
        app.inject({
          method: 'POST',
          url: `/user-creations/${creation.id}/share`,
          headers: { authorization },
          payload: { email: `reader-${id}@figura.test`, permission: 'commentor' },
        }),
        app.inject({
          method: 'POST',
          url: `/user-creations/${creation.id}/slide/${slideId}/comment`,
          headers: { authorization },
          payload: { text: 'A first comment', elementId: 'rect' },
        }),
        app.inject({
          method: 'POST',
          url: '/generations',
          headers: { authorization },
          payload: { prompt: 'A dividing cell' },
        }),
      ]);
      const secondId = second.json<{ id: string }>().id;
      const targetCreationId = other.json<{ id: string }>().id;
      const shareId = share.json<{ id: string }>().id;
      const commentId = comment.json<{ id: string }>().id;
      const generationId = generation.json<{ id: string }>().id;
      const base = '/user-creations/:id';
      return {
        params: { id: creation.id, slideId, shareId, commentId, generationId, '*': 'index.html' },
        credentials: { authorization },
        routeCredentials: {
          'POST /embed/tokens': {
            authorization: partnerAuthorization(journal.partner.id, journal.key),
          },
        },
        bodies: {
          'POST /embed/tokens': {
            submissionId: `MS-${id.slice(0, 8)}`,
            author: { name: 'Fuzz', email: 'fuzz@figura.test' },
          },
          'POST /user-creations': { name: 'Fuzz', type: 'poster', width: 800, height: 600 },
          [`PUT ${base}`]: { name: 'Renamed', width: 900, height: 700 },
          [`POST ${base}/slide`]: { afterSlideId: slideId },
          [`PUT ${base}/slide`]: {
            slides: [
              { id: secondId, position: 0 },
              { id: slideId, position: 1 },
            ],
          },
          [`PUT ${base}/slide/sequences`]: { slideIds: [secondId, slideId] },
          [`PUT ${base}/slide/:slideId/content`]: { revision: 0, content: sampleContent() },
          [`POST ${base}/slide/:slideId/copy`]: { targetCreationId },
          [`POST ${base}/slide/:slideId/download`]: { format: 'png', scale: 0.25 },
          [`POST ${base}/share`]: { email: `editor-${id}@figura.test`, permission: 'editor' },
          [`PUT ${base}/share/:shareId`]: { permission: 'editor' },
          [`POST ${base}/slide/:slideId/comment`]: { text: 'A reply', parentId: commentId },
          [`PUT ${base}/slide/:slideId/comment/:commentId`]: { text: 'Edited', checked: true },
          'POST /auth/onelogin/callback': { token },
          // Each fixture's caller is new, so in no team yet.
          'POST /teams': { name: 'Fuzz lab' },
          'POST /generations': { prompt: 'A neuron', shape: 'portrait' },
        },
        queries: {
          'GET /user-creations': {
            status: 'available',
            search: 'Fuzz',
            type: 'abstract',
            limit: '10',
            offset: '0',
          },
          'GET /auth/profile/': { token },
          'GET /user-creations/shared': { limit: '10', offset: '0' },
        },
      };
    },
    async close() {
      await app.close();
      await signOn.close();
    },
  };
}

export async function signOnTarget(): Promise<FuzzTarget> {
  const routes: FuzzRoute[] = [];
  // Its own in-memory database in both runs of the API suite (its tables are its own). The
  // brakes on guessing are opened wide: the fuzzer is here to reach the handlers, and the sign-on
  // tests check the limits themselves.
  const unlimited = { max: 1_000_000, timeWindow: 60_000 };
  const rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    login: unlimited,
    register: unlimited,
    token: unlimited,
    tokenPerAccount: unlimited,
    freeLoginAttempts: 1_000_000,
  };
  const app = await buildSignOnApp(signOnTestConfig({}, { rateLimits }), {
    checkReplies: true,
    onRoute: collector(routes),
  });
  await app.ready();
  return {
    name: 'sign-on site',
    app,
    routes,
    origins: [PORTAL, 'https://elsewhere.test', 'null'],
    async fixture() {
      const email = uniqueEmail('fuzz');
      const password = 'correct horse battery';
      const registered = await register(app, { email, password });
      if (registered.statusCode !== 201) {
        throw new Error(`Registering the fuzz account failed: ${registered.body}`);
      }
      const account = { email, password, continue: '/' };
      return {
        params: { '*': 'anything' },
        credentials: { cookie: cookiesFrom(registered) },
        bodies: {
          'POST /api/login': account,
          'POST /api/register': { ...account, email: uniqueEmail('fuzz'), name: 'Ada' },
          'POST /api/user-product-association': { product: 'mtg', onboarding_status: 'pending' },
        },
        queries: {
          'GET /': { continue: `${PORTAL}/my-creations` },
          'GET /login': { continue: '/' },
          'GET /register': { continue: '/' },
          'GET /logout': { continue: PORTAL },
          'POST /logout': { continue: PORTAL },
          'POST /api/register': { continue: '/' },
          'POST /api/login': { continue: '/' },
        },
      };
    },
    async close() {
      await app.close();
    },
  };
}

/** Headers the sign-on registration reads, right or wrong. */
export const CAPTCHA_HEADERS = { 'x-captcha-answer': TEST_CAPTCHA_ANSWER };

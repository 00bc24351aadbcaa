// Seeded fuzzing of every route the API and the sign-on site register: odd path parameters,
// queries, headers and bodies, signed in or not. No request may answer 5xx, and every JSON
// error reply is `{ message }`. Reproduce a failure with the seed it prints:
// FIGURA_FUZZ_SEED=<seed> vitest run --project api apps/api/test/fuzz.test.ts
import { errorReplySchema } from '@figura/sdk-core/schema';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { inUrl, oddBody, oddString, poisoned, type OddBody } from './fuzz/odd-values.ts';
import {
  apiTarget,
  CAPTCHA_HEADERS,
  signOnTarget,
  type Fixture,
  type FuzzRoute,
  type FuzzTarget,
} from './fuzz/targets.ts';

const SEED = Number(process.env.FIGURA_FUZZ_SEED ?? 20261124);
/** Requests per route; about 1,500 in all per run with the default. */
const RUNS = Number(process.env.FIGURA_FUZZ_RUNS ?? 30);

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: OddBody;
}

/** Header values travel as visible ASCII; anything else is refused by HTTP before us. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000);

const FORGED = { authorization: 'Bearer not.a.token', cookie: 'figura_sso_session=forged' };
const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

function requests(
  target: FuzzTarget,
  route: FuzzRoute,
  fixture: Fixture,
): fc.Arbitrary<FuzzRequest> {
  // HEAD is GET without the body: it takes the GET's query.
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
  const param = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(fixture.params[name] ?? 'x') },
      { weight: 1, arbitrary: oddString },
    );
  const path = fc.tuple(...names.map(param)).map((values) => {
    let index = 0;
    const url = route.url.replace(/:([A-Za-z0-9_]+)|\*/g, () => inUrl(values[index++]!));
    // OPTIONS * (CORS preflights for any path) is registered without its leading slash.
    return url.startsWith('/') ? url : `/${url}`;
  });

  const valid = Object.entries(fixture.queries[key] ?? {});
  const queryKey = fc.oneof(fc.constantFrom('x', ...valid.map(([name]) => name)), oddString);
  const query = fc
    .tuple(
      fc.oneof(
        fc.constant(valid),
        fc.subarray(valid),
        poisoned(Object.fromEntries(valid)).map(Object.entries<string>),
      ),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(queryKey, oddString), { maxLength: 3 }) },
      ),
    )
    .map(([kept, odd]) => [...kept, ...odd].map(([k, v]) => `${inUrl(k)}=${inUrl(v)}`).join('&'));

  const noBody: OddBody = { contentType: undefined, payload: undefined };
  const bodyArb = oddBody(fixture.bodies[key]);
  const body = BODYLESS.has(route.method)
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(noBody) }, { weight: 1, arbitrary: bodyArb })
    : bodyArb;

  const caller = fc.oneof(
    { weight: 4, arbitrary: fc.constant(credentialsFor(route, fixture)) },
    { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({}, FORGED) },
  );
  // Mostly the allowed origin (a browser names it on every write), sometimes none or a foreign one.
  const origin = fc.oneof(
    { weight: 3, arbitrary: fc.constant(target.origins[0]) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...target.origins.slice(1)) },
  );
  const captcha = fc.option(
    fc.oneof(
      fc.constant(CAPTCHA_HEADERS),
      oddString.map((v) => ({ 'x-captcha-answer': v })),
    ),
  );

  return fc
    .record({ path, query, body, caller, origin, captcha })
    .map(({ path: url, query: search, body: sent, caller: who, origin: from, captcha: answer }) => {
      const headers: Record<string, string> = { ...who, ...answer };
      if (from) headers.origin = from;
      if (sent.contentType) headers['content-type'] = sent.contentType;
      for (const [name, value] of Object.entries(headers)) headers[name] = headerSafe(value);
      return { method: route.method, url: search ? `${url}?${search}` : url, headers, body: sent };
    });
}

/** The caller's credentials for the route: its own (a partner's key) or the signed-in user's. */
function credentialsFor(route: FuzzRoute, fixture: Fixture): Record<string, string> {
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  return fixture.routeCredentials?.[key] ?? fixture.credentials;
}

/** Status codes seen, by route: the fuzzer must get past validation too, not only bounce off it. */
const seen = new Map<string, number[]>();

/** The request as a well-behaved client sends it: tried first, so every route is reached once. */
function validRequest(target: FuzzTarget, route: FuzzRoute, fixture: Fixture): FuzzRequest {
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const path = route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (_, name: string | undefined) =>
    inUrl(fixture.params[name ?? '*'] ?? 'x'),
  );
  const query = new URLSearchParams(fixture.queries[key] ?? {}).toString();
  const body = fixture.bodies[key];
  return {
    method: route.method,
    url: `${path.startsWith('/') ? '' : '/'}${path}${query ? `?${query}` : ''}`,
    headers: {
      ...credentialsFor(route, fixture),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(route.method === 'POST' && route.url === '/api/register' ? CAPTCHA_HEADERS : {}),
      // A browser names its origin on every write; the first listed is allowed.
      ...(BODYLESS.has(route.method) ? {} : { origin: target.origins[0]! }),
    },
    body: {
      contentType: body === undefined ? undefined : 'application/json',
      payload: body === undefined ? undefined : JSON.stringify(body),
    },
  };
}

async function send(target: FuzzTarget, route: FuzzRoute, request: FuzzRequest) {
  const reply = await target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.body.payload,
  });
  const described = () =>
    `${request.method} ${request.url.slice(0, 300)} answered ${reply.statusCode}: ${reply.body.slice(0, 500)}`;
  const key = `${target.name} ${route.method} ${route.url}`;
  seen.set(key, [...(seen.get(key) ?? []), reply.statusCode]);
  expect(reply.statusCode, described()).toBeLessThan(500);
  if (reply.statusCode >= 400 && request.method !== 'HEAD') {
    const type = String(reply.headers['content-type'] ?? '');
    if (type.includes('application/json')) {
      expect(errorReplySchema.safeParse(reply.json()).success, described()).toBe(true);
    } else {
      // A sign-on form post answers with its page again, showing the problem.
      expect(type, described()).toContain('text/html');
    }
  }
}

const targets = await Promise.all([apiTarget(), signOnTarget()]);

afterAll(async () => {
  await Promise.all(targets.map((target) => target.close()));
  if (process.env.FIGURA_FUZZ_DEBUG) {
    for (const [key, codes] of seen) {
      const counts = new Map<number, number>();
      for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
      console.log(key, JSON.stringify(Object.fromEntries(counts)));
    }
  }
});

for (const target of targets) {
  describe(`fuzzing every route of the ${target.name} (seed ${SEED}, ${RUNS} requests a route)`, () => {
    it('covers the routes a client calls', () => {
      expect(target.routes.length).toBeGreaterThan(10);
    });

    for (const route of target.routes) {
      it(`${route.method} ${route.url}: no 5xx, errors as { message }`, async () => {
        const fixture = await target.fixture();
        await fc.assert(
          fc.asyncProperty(requests(target, route, fixture), (request) =>
            send(target, route, request),
          ),
          { seed: SEED, numRuns: RUNS, examples: [[validRequest(target, route, fixture)]] },
        );
      });
    }

    it('got past validation on every route it has a valid request for', async () => {
      const fixture = await target.fixture();
      const examples = new Set([...Object.keys(fixture.bodies), ...Object.keys(fixture.queries)]);
      for (const example of examples) {
        const codes = seen.get(`${target.name} ${example}`) ?? [];
        expect(
          codes.some((code) => code < 400),
          `${example}: ${codes.join(' ')}`,
        ).toBe(true);
      }
    });
  });
}

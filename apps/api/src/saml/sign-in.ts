import { createHash, randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { SAML_SUBJECT_PREFIX } from '../auth/token-verifier.ts';
import type { Database } from '../db/database.ts';
import {
  samlHandoffs,
  samlRequests,
  samlUsedAssertions,
  type SamlIdentityProviderRow,
} from '../db/saml-schema.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { CLOCK_SKEW_SECONDS } from '../auth/token-verifier.ts';
import { findOrCreateUser } from '../identity/users.ts';

/**
 * The service-provider side of SAML sign-in (docs/saml-sign-in.md), over @node-saml/node-saml:
 * AuthnRequests by the HTTP-Redirect binding, responses by HTTP-POST. The requests sent and the
 * assertions consumed are kept in the database, so any API node may answer and none twice.
 */

/** How long an AuthnRequest may wait for its answer (a user typing a password). */
export const SAML_REQUEST_TTL_SECONDS = 10 * 60;
/** How long the portal has to exchange its one-time token. */
export const SAML_HANDOFF_TTL_SECONDS = 2 * 60;
/** Assertion ids are remembered at least this long (longer when they say they live longer). */
const USED_ASSERTION_MIN_SECONDS = 60 * 60;

export const SAML_REFUSED_PREFIX = 'The identity provider’s response was refused';
export const SAML_HANDOFF_INVALID = 'This sign-in link has expired or was used already.';

export interface SamlEndpoints {
  /** Our entity id: the audience every assertion must name. */
  spEntityId: string;
  /** The Assertion Consumer Service of an IdP: where its responses must be addressed. */
  acsUrl(idpId: string): string;
}

export function samlEndpoints(apiPublicUrl: string): SamlEndpoints {
  const base = apiPublicUrl.replace(/\/$/, '');
  return {
    spEntityId: `${base}/auth/saml`,
    acsUrl: (idpId) => `${base}/auth/saml/acs/${idpId}`,
  };
}

/** node-saml's request cache, in the database and scoped to one IdP. */
function requestStore(db: Database, idpId: string): CacheProvider {
  const live = (key: string) =>
    and(
      eq(samlRequests.id, key),
      eq(samlRequests.idpId, idpId),
      gt(samlRequests.createdAt, sql`now() - make_interval(secs => ${SAML_REQUEST_TTL_SECONDS})`),
    );
  return {
    async saveAsync(key, value) {
      await db
        .delete(samlRequests)
        .where(
          lte(
            samlRequests.createdAt,
            sql`now() - make_interval(secs => ${SAML_REQUEST_TTL_SECONDS})`,
          ),
        );
      await db.insert(samlRequests).values({ id: key, idpId });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const [row] = await db.select().from(samlRequests).where(live(key)).limit(1);
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const [row] = await db
        .delete(samlRequests)
        .where(and(eq(samlRequests.id, key), eq(samlRequests.idpId, idpId)))
        .returning();
      return row ? row.id : null;
    },
  };
}

function serviceProvider(db: Database, endpoints: SamlEndpoints, idp: SamlIdentityProviderRow) {
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: endpoints.spEntityId,
    callbackUrl: endpoints.acsUrl(idp.id),
    audience: endpoints.spEntityId,
    idpIssuer: idp.entityId,
    idpCert: idp.certificates,
    // The assertion itself must carry the IdP's signature; a signed response alone is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: requestStore(db, idp.id),
    acceptedClockSkewMs: CLOCK_SKEW_SECONDS * 1000,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_SECONDS * 1000,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

/** The IdP's address with a fresh AuthnRequest (remembered) and where to return in RelayState. */
export async function authnRequestUrl(
  db: Database,
  endpoints: SamlEndpoints,
  idp: SamlIdentityProviderRow,
  relayState: string,
): Promise<string> {
  return serviceProvider(db, endpoints, idp).getAuthorizeUrlAsync(relayState, undefined, {});
}

function refused(reason: string): HttpError {
  return unauthorized(`${SAML_REFUSED_PREFIX}: ${reason}`);
}

/** Response@Destination must be this IdP's ACS: a response meant for another service is refused. */
function checkDestination(samlResponse: string, acsUrl: string): void {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  let destination: string | null = null;
  try {
    const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    if (root?.localName === 'Response') destination = root.getAttribute('Destination');
  } catch {
    throw refused('it is not a SAML response.');
  }
  if (destination !== acsUrl) throw refused('it is addressed to another service (Destination).');
}

function assertionFacts(profile: Profile): { id: string; notOnOrAfter: Date | null } {
  const xml = profile.getAssertionXml?.();
  const root = xml ? new DOMParser().parseFromString(xml, 'text/xml').documentElement : null;
  const id = root?.getAttribute('ID');
  if (!root || !id) throw refused('the assertion has no ID.');
  const conditions = root.getElementsByTagNameNS('*', 'Conditions')[0];
  const until = conditions?.getAttribute('NotOnOrAfter');
  return { id, notOnOrAfter: until ? new Date(until) : null };
}

/** Records the assertion as consumed; false when it was already (a replay). */
async function consumeAssertion(
  db: Database,
  idpId: string,
  facts: { id: string; notOnOrAfter: Date | null },
): Promise<boolean> {
  await db.delete(samlUsedAssertions).where(lte(samlUsedAssertions.expiresAt, sql`now()`));
  const minimum = Date.now() + USED_ASSERTION_MIN_SECONDS * 1000;
  const expiresAt = new Date(Math.max(minimum, facts.notOnOrAfter?.getTime() ?? 0));
  const inserted = await db
    .insert(samlUsedAssertions)
    .values({ key: `${idpId}:${facts.id}`, expiresAt })
    .onConflictDoNothing()
    .returning();
  return inserted.length === 1;
}

function attribute(profile: Profile, name: string): string {
  const value =
    (profile as Record<string, unknown>)[name] ??
    (profile.attributes as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/**
 * Verifies an IdP's POSTed response (signature with the configured certificates, audience,
 * destination, time conditions, InResponseTo, one-time assertion id) and signs its user in:
 * created on first sight, email and name kept current. Anything wrong: 401, nothing changed.
 */
export async function consumeSamlResponse(
  db: Database,
  endpoints: SamlEndpoints,
  idp: SamlIdentityProviderRow,
  samlResponse: string,
): Promise<UserRow> {
  checkDestination(samlResponse, endpoints.acsUrl(idp.id));
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProvider(db, endpoints, idp).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    throw refused(`${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!profile?.nameID) throw refused('it names no user.');
  if (!(await consumeAssertion(db, idp.id, assertionFacts(profile))))
    throw refused('this assertion was used already.');

  const email = attribute(profile, idp.emailAttribute).toLowerCase();
  if (!email) throw refused(`it has no ${idp.emailAttribute} attribute.`);
  const domain = email.split('@')[1] ?? '';
  if (idp.emailDomains.length > 0 && !idp.emailDomains.includes(domain))
    throw new HttpError(403, `This identity provider does not sign in users of ${domain}.`);
  const { user } = await findOrCreateUser(db, {
    sub: `${SAML_SUBJECT_PREFIX}${idp.id}:${profile.nameID}`,
    email,
    name: attribute(profile, idp.nameAttribute) || email,
  });
  return user;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A one-time token for the portal to exchange (complete-authentication) within minutes. */
export async function createHandoff(db: Database, userId: string, idpId: string): Promise<string> {
  await db.delete(samlHandoffs).where(lte(samlHandoffs.expiresAt, sql`now()`));
  const token = randomBytes(32).toString('base64url');
  await db.insert(samlHandoffs).values({
    tokenHash: hashOf(token),
    userId,
    idpId,
    expiresAt: sql`now() + make_interval(secs => ${SAML_HANDOFF_TTL_SECONDS})`,
  });
  return token;
}

/** The user of a one-time token, which is gone afterwards; 401 when unknown, used or expired. */
export async function redeemHandoff(db: Database, token: string): Promise<string> {
  const [row] = await db
    .delete(samlHandoffs)
    .where(and(eq(samlHandoffs.tokenHash, hashOf(token)), gt(samlHandoffs.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw unauthorized(SAML_HANDOFF_INVALID);
  return row.userId;
}

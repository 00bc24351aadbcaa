import { PARTNER_AUTH_SCHEME } from '@figura/sdk-core/schema';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError, unauthorized } from '../http/errors.ts';
import { partnerKeyMatches } from '../partners/partner-keys.ts';
import type { Partner, PartnerRegistry } from '../partners/partners.ts';
import { declaresScheme } from './route-auth.ts';

/**
 * The OpenAPI security scheme of the calls a journal partner's server makes with its key
 * (`Authorization: Partner <id>:<key>`); declared like bearer security and enforced from the
 * declaration.
 */
export const PARTNER_SCHEME = 'partner';
export const partnerSecurity = [{ [PARTNER_SCHEME]: [] }];
export const partnerSecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description:
    'A journal partner’s server: `Partner <id>:<key>` (the numeric partner id and its key; the ' +
    'API keeps only the key’s SHA-256). Never sent from a browser.',
} as const;

export const PARTNER_UNKNOWN_MESSAGE = 'This partner is unknown or disabled.';
export const PARTNER_KEY_WRONG_MESSAGE = 'Wrong partner key.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner of the key, on routes that declare partner security. */
    figuraPartner: Partner | undefined;
  }
}

const PARTNER_HEADER = new RegExp(`^${PARTNER_AUTH_SCHEME}\\s+(\\d{1,10}):(\\S+)\\s*$`, 'i');

/**
 * The partner an `Authorization: Partner <id>:<key>` header proves: 401 without one, with a
 * malformed one or a wrong key; 403 for a partner that is not configured or is disabled.
 */
export function authenticatePartner(
  header: string | undefined,
  partners: PartnerRegistry,
): Partner {
  if (!header) throw unauthorized('Partner authorization required: "Partner <id>:<key>".');
  const match = PARTNER_HEADER.exec(header);
  if (!match?.[1] || !match[2])
    throw unauthorized('Invalid authorization header; expected "Partner <id>:<key>".');
  const partner = partners.get(Number(match[1]));
  if (!partner || partner.disabled) throw new HttpError(403, PARTNER_UNKNOWN_MESSAGE);
  if (!partnerKeyMatches(match[2], partner.keySha256))
    throw unauthorized(PARTNER_KEY_WRONG_MESSAGE);
  return partner;
}

/**
 * Resolves the partner before the request's input is checked, on every route that declares
 * partner security (a call without a key gets 401 whatever its body). Install before the routes.
 */
export function requirePartnerWhereDeclared(app: FastifyInstance, partners: PartnerRegistry) {
  app.decorateRequest('figuraPartner', undefined);
  const authenticate: preValidationAsyncHookHandler = async (request) => {
    request.figuraPartner = authenticatePartner(request.headers.authorization, partners);
  };
  app.addHook('onRoute', (route) => {
    if (!declaresScheme(route.schema, PARTNER_SCHEME)) return;
    const others = route.preValidation ?? [];
    route.preValidation = [authenticate, ...(Array.isArray(others) ? others : [others])];
  });
}

/** The partner of a route that declares partner security. */
export function currentPartner(request: FastifyRequest): Partner {
  if (!request.figuraPartner) {
    throw new Error(`${request.routeOptions.url} reads the partner without declaring its security`);
  }
  return request.figuraPartner;
}

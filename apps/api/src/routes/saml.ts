import type { preValidationAsyncHookHandler } from 'fastify';
import {
  errorReplySchema,
  redirectReplySchema,
  samlAcsInputSchema,
  samlCompleteQuerySchema,
  samlCompleteReplySchema,
  samlIdpConfigInputSchema,
  samlIdpConfigListSchema,
  samlIdpConfigSchema,
  samlIdpParamsSchema,
  samlLogoutReplySchema,
  samlProviderListSchema,
  samlValidateReplySchema,
  samlContinuePathSchema,
  samlInitiateQuerySchema,
} from '@figura/sdk-core/schema';
import { bearerToken } from '../identity/authenticate.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { isSamlToken, SAML_TOKEN_LIFETIME_SECONDS, type SamlTokens } from '../auth/saml-tokens.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { unauthorized } from '../http/errors.ts';
import { requireSamlAdmin } from '../auth/access.ts';
import { revokeSession } from '../auth/revoked-sessions.ts';
import {
  createIdpConfig,
  listIdpConfigs,
  requireIdpConfig,
  toIdpConfigReply,
  updateIdpConfig,
  IDP_NOT_FOUND,
} from '../saml/config.ts';
import {
  authnRequestUrl,
  consumeSamlResponse,
  createHandoff,
  redeemHandoff,
  type SamlEndpoints,
} from '../saml/sign-in.ts';
import { toUserReply } from '../account/user-reply.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** What the SAML routes need besides the route context. */
export interface SamlServices {
  tokens: SamlTokens;
  endpoints: SamlEndpoints;
  /** Where a signed-in user lands: `<portal>/auth/saml/complete?token=`. */
  portalUrl: string;
}

/** The portal route that exchanges the one-time token (apps/portal). */
export const PORTAL_SAML_COMPLETE_PATH = '/auth/saml/complete';

const adminReplies = {
  ...errorReplies(400, 401, 503),
  403: errorReplySchema.describe('The user is not an administrator (plan A).'),
};
const noSuchIdp = errorReplySchema.describe(IDP_NOT_FOUND);

const adminsOnly: preValidationAsyncHookHandler = async (request) =>
  requireSamlAdmin(currentUser(request));

export function registerSamlRoutes(
  app: ZodApp,
  { db, auth, collab }: RouteContext,
  saml: SamlServices,
): void {
  app.get(
    '/auth/saml/idp-config',
    {
      schema: {
        summary: 'The configured identity providers (admins)',
        security: bearerSecurity,
        response: { 200: samlIdpConfigListSchema, ...adminReplies },
      },
      preValidation: adminsOnly,
    },
    async () => ({ items: (await listIdpConfigs(db)).map(toIdpConfigReply) }),
  );

  app.post(
    '/auth/saml/idp-config',
    {
      schema: {
        summary: 'Add an identity provider (admins); its certificates must parse as X.509',
        security: bearerSecurity,
        body: samlIdpConfigInputSchema,
        response: { 201: samlIdpConfigSchema, ...adminReplies },
      },
      preValidation: adminsOnly,
    },
    async (request, reply) =>
      reply.status(201).send(toIdpConfigReply(await createIdpConfig(db, request.body))),
  );

  app.get(
    '/auth/saml/idp-config/:id',
    {
      schema: {
        summary: 'One identity provider’s configuration (admins)',
        security: bearerSecurity,
        params: samlIdpParamsSchema,
        response: { 200: samlIdpConfigSchema, ...adminReplies, 404: noSuchIdp },
      },
      preValidation: adminsOnly,
    },
    async (request) => toIdpConfigReply(await requireIdpConfig(db, request.params.id)),
  );

  app.put(
    '/auth/saml/idp-config/:id',
    {
      schema: {
        summary: 'Replace an identity provider’s configuration (admins)',
        security: bearerSecurity,
        params: samlIdpParamsSchema,
        body: samlIdpConfigInputSchema,
        response: { 200: samlIdpConfigSchema, ...adminReplies, 404: noSuchIdp },
      },
      preValidation: adminsOnly,
    },
    async (request) => toIdpConfigReply(await updateIdpConfig(db, request.params.id, request.body)),
  );

  app.get(
    '/auth/saml/providers',
    {
      schema: {
        summary: 'The enabled identity providers a login page offers (no token)',
        response: { 200: samlProviderListSchema, ...errorReplies(503) },
      },
    },
    async () => ({
      items: (await listIdpConfigs(db))
        .filter((idp) => idp.enabled)
        .map((idp) => ({ id: idp.id, name: idp.name, emailDomains: idp.emailDomains })),
    }),
  );

  app.get(
    '/auth/saml/initiate/:id',
    {
      schema: {
        summary: 'Start a sign-in: redirects to the identity provider with an AuthnRequest',
        description:
          'HTTP-Redirect binding. The request id is remembered: the response must answer it ' +
          '(InResponseTo), once, within 10 minutes. `continue` (a portal path) is where the ' +
          'user lands afterwards.',
        params: samlIdpParamsSchema,
        querystring: samlInitiateQuerySchema,
        response: {
          302: redirectReplySchema('To the identity provider’s SSO URL (Location).'),
          ...errorReplies(400, 503),
          404: noSuchIdp,
        },
      },
    },
    async (request, reply) => {
      const idp = await requireIdpConfig(db, request.params.id);
      if (!idp.enabled) throw unauthorized('This identity provider is switched off.');
      const url = await authnRequestUrl(db, saml.endpoints, idp, request.query.continue ?? '');
      return reply.redirect(url, 302);
    },
  );

  // The IdP's browser POST is a form: parsed here only, not by the API's JSON routes.
  app.register(async (scope: ZodApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      '/auth/saml/acs/:id',
      {
        schema: {
          summary: 'Assertion Consumer Service: the identity provider posts its signed response',
          description:
            'HTTP-POST binding. The assertion must be signed with a configured certificate, ' +
            'name this service as audience and the ACS as destination, be within its time ' +
            'conditions, answer a request of ours and never have been used. The browser is ' +
            'sent to the portal with a one-time token.',
          params: samlIdpParamsSchema,
          body: samlAcsInputSchema,
          response: {
            303: redirectReplySchema('To the portal’s /auth/saml/complete?token= (Location).'),
            ...errorReplies(400, 401, 503),
            403: errorReplySchema.describe('The user’s email domain is not this IdP’s.'),
            404: noSuchIdp,
          },
        },
      },
      async (request, reply) => {
        const idp = await requireIdpConfig(db, request.params.id);
        if (!idp.enabled) throw unauthorized('This identity provider is switched off.');
        const user = await consumeSamlResponse(db, saml.endpoints, idp, request.body.SAMLResponse);
        const token = await createHandoff(db, user.id, idp.id);
        const target = new URL(PORTAL_SAML_COMPLETE_PATH, saml.portalUrl);
        target.searchParams.set('token', token);
        const relay = samlContinuePathSchema.safeParse(request.body.RelayState);
        if (relay.success) target.searchParams.set('continue', relay.data);
        return reply.redirect(target.toString(), 303);
      },
    );
  });

  app.get(
    '/auth/saml/complete-authentication',
    {
      schema: {
        summary: 'Exchange the one-time token of a SAML sign-in for an access token and the user',
        description:
          'The token works once, for 2 minutes. The access token is signed by this API, lives ' +
          `${SAML_TOKEN_LIFETIME_SECONDS / 3600} hours and ends on POST /auth/saml/logout.`,
        querystring: samlCompleteQuerySchema,
        response: { 200: samlCompleteReplySchema, ...errorReplies(400, 401, 503) },
      },
    },
    async (request) => {
      const userId = await redeemHandoff(db, request.query.token);
      const { token } = await saml.tokens.sign(userId);
      const user = await auth.userOfToken(token);
      return { access_token: token, user: toUserReply(user) };
    },
  );

  app.get(
    '/auth/saml/validate',
    {
      schema: {
        summary: 'Whether the bearer’s SAML session is live, and its user',
        security: bearerSecurity,
        response: { 200: samlValidateReplySchema, ...bearerReplies },
      },
    },
    async (request) => {
      if (!isSamlToken(bearerToken(request))) throw unauthorized('This is not a SAML session.');
      return { active: true as const, user: toUserReply(currentUser(request)) };
    },
  );

  app.post(
    '/auth/saml/logout',
    {
      schema: {
        summary: 'End the bearer’s SAML session: its token is refused from now on',
        security: bearerSecurity,
        response: { 200: samlLogoutReplySchema, ...bearerReplies },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!isSamlToken(token)) throw unauthorized('This is not a SAML session.');
      const { sid } = await saml.tokens.verify(token);
      await revokeSession(db, sid, SAML_TOKEN_LIFETIME_SECONDS + 60);
      auth.sessionEnded(sid);
      await collab.announce({ kind: 'signed-out', sid });
      return { revoked: true as const };
    },
  );
}

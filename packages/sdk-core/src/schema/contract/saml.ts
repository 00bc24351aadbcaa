import { userSchema } from './creation';
import { text } from '../document/strings';
import { z } from '../document/zod';
import { safeContinuePath } from '../rules/continue-url';

/**
 * SAML sign-in (spec §4, §7): an institution's identity provider (IdP) signs its users in. Admins
 * (plan A) configure the IdPs; a user starts at GET /auth/saml/initiate/{id}, the IdP posts its
 * signed response to the API, and the portal exchanges a one-time token for an access token.
 */

/** The attribute names most IdPs use for the email and the display name (overridable per IdP). */
export const DEFAULT_SAML_EMAIL_ATTRIBUTE = 'email';
export const DEFAULT_SAML_NAME_ATTRIBUTE = 'displayName';

/** A certificate in PEM (with or without the BEGIN/END lines); the API checks it parses. */
const certificateSchema = text()
  .trim()
  .min(1, 'A signing certificate is empty')
  .max(20_000, 'A signing certificate is too long');

const domainSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  text().regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'An email domain must look like example.edu',
  ),
);

const httpsOrLoopbackUrl = text()
  .trim()
  .refine((value) => URL.canParse(value), 'The SSO URL must be an absolute URL')
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  }, 'The SSO URL must use https (http only on localhost)');
// note: both refinements run on a bad URL; the second stays quiet so the message is the first's.

/** POST /auth/saml/idp-config and PUT /auth/saml/idp-config/{id}: the whole configuration. */
export const samlIdpConfigInputSchema = z.object({
  name: text().trim().min(1, 'Give the identity provider a name').max(120, 'The name is too long'),
  entityId: text()
    .trim()
    .min(1, 'The entity id is required')
    .max(1024, 'The entity id is too long'),
  ssoUrl: httpsOrLoopbackUrl,
  certificates: z
    .array(certificateSchema)
    .min(1, 'Give at least one signing certificate')
    .max(4, 'At most 4 signing certificates'),
  emailAttribute: text()
    .trim()
    .min(1, 'The email attribute name is required')
    .max(256)
    .default(DEFAULT_SAML_EMAIL_ATTRIBUTE),
  nameAttribute: text()
    .trim()
    .min(1, 'The name attribute name is required')
    .max(256)
    .default(DEFAULT_SAML_NAME_ATTRIBUTE),
  enabled: z.boolean().default(true),
  emailDomains: z.array(domainSchema).max(50, 'At most 50 email domains').default([]),
});
export type SamlIdpConfigInput = z.input<typeof samlIdpConfigInputSchema>;
/** The input once checked (defaults filled in, domains lower-cased). */
export type SamlIdpConfigValues = z.output<typeof samlIdpConfigInputSchema>;

export const samlIdpConfigSchema = z.object({
  id: z.uuid(),
  name: text(),
  entityId: text(),
  ssoUrl: text(),
  certificates: z.array(text()),
  emailAttribute: text(),
  nameAttribute: text(),
  enabled: z.boolean(),
  emailDomains: z.array(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type SamlIdpConfig = z.infer<typeof samlIdpConfigSchema>;

export const samlIdpConfigListSchema = z.object({ items: z.array(samlIdpConfigSchema) });
export type SamlIdpConfigList = z.infer<typeof samlIdpConfigListSchema>;

/** Path parameters: /auth/saml/idp-config/{id}, /auth/saml/initiate/{id}, the ACS. */
export const samlIdpParamsSchema = z.object({ id: z.uuid('Identity provider id must be a UUID') });

/** GET /auth/saml/providers: what the login page offers (enabled IdPs only, no secrets). */
export const samlProviderSchema = z.object({
  id: z.uuid(),
  name: text(),
  emailDomains: z.array(text()),
});
export const samlProviderListSchema = z.object({ items: z.array(samlProviderSchema) });
export type SamlProvider = z.infer<typeof samlProviderSchema>;

/** A path on the portal to land on after signing in (never another site). */
export const samlContinuePathSchema = text()
  .max(1024, 'continue is too long')
  .refine(
    (value) => safeContinuePath(value) !== undefined,
    'continue must be a path on the portal',
  );

/** GET /auth/saml/initiate/{id}?continue=: where the user lands afterwards. */
export const samlInitiateQuerySchema = z.object({ continue: samlContinuePathSchema.optional() });

/** POST /auth/saml/acs/{id}: the IdP's HTTP-POST binding (form fields). */
export const samlAcsInputSchema = z.object({
  SAMLResponse: text().min(1, 'SAMLResponse is required').max(500_000),
  RelayState: text().max(2048).optional(),
});

/** GET /auth/saml/complete-authentication?token=: the one-time token the ACS handed the portal. */
export const samlCompleteQuerySchema = z.object({
  token: text('A token is required').min(1, 'A token is required').max(256),
});

export const samlCompleteReplySchema = z.object({
  access_token: text(),
  user: userSchema,
});
export type SamlCompleteReply = z.infer<typeof samlCompleteReplySchema>;

/** GET /auth/saml/validate: the portal's FULLY_AUTHENTICATED_SAML check. */
export const samlValidateReplySchema = z.object({
  active: z.literal(true),
  user: userSchema,
});
export type SamlValidateReply = z.infer<typeof samlValidateReplySchema>;

/** POST /auth/saml/logout: the SAML session's tokens are refused from now on. */
export const samlLogoutReplySchema = z.object({ revoked: z.literal(true) });

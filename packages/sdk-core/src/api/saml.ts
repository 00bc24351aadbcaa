import type {
  SamlCompleteReply,
  SamlIdpConfig,
  SamlIdpConfigInput,
  SamlIdpConfigList,
  SamlProvider,
  SamlValidateReply,
} from '../schema/contract/saml';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * SAML sign-in (spec §7 "SAML"): the admins' identity-provider configuration (plan A), the
 * address that starts a sign-in, the one-time token exchange and the session check.
 */
export interface SamlApi {
  /** Every configured identity provider (admins; 403 otherwise). */
  listSamlIdpConfigs(): Promise<SamlIdpConfigList>;
  getSamlIdpConfig(id: string): Promise<SamlIdpConfig>;
  /** 400 with a message when a field (a certificate that does not parse, say) is refused. */
  createSamlIdpConfig(input: SamlIdpConfigInput): Promise<SamlIdpConfig>;
  updateSamlIdpConfig(id: string, input: SamlIdpConfigInput): Promise<SamlIdpConfig>;
  /** The enabled identity providers a login page offers (no token needed). */
  listSamlProviders(): Promise<SamlProvider[]>;
  /** Where the browser goes to sign in through an identity provider (GET /auth/saml/initiate/{id}). */
  samlInitiateUrl(id: string): string;
  /** Exchanges the one-time token the portal was handed for `{ access_token, user }` (once). */
  completeSamlAuthentication(token: string): Promise<SamlCompleteReply>;
  /** Checks the SAML session of the bearer token (401 once it ended or expired). */
  validateSaml(): Promise<SamlValidateReply>;
  /** Ends the SAML session of the bearer token: its token is refused from now on. */
  samlLogout(): Promise<void>;
}

const configPath = (id: string) => `/auth/saml/idp-config/${encodeURIComponent(id)}`;

export function samlCalls(
  http: Http,
  logger: ApiLogger,
  absolute: (path: string) => string,
): SamlApi {
  return {
    async listSamlIdpConfigs() {
      return parseReply(
        (schemas) => schemas.samlIdpConfigListSchema,
        await http.get('/auth/saml/idp-config'),
        logger,
      );
    },
    async getSamlIdpConfig(id) {
      return parseReply(
        (schemas) => schemas.samlIdpConfigSchema,
        await http.get(configPath(id)),
        logger,
      );
    },
    async createSamlIdpConfig(input) {
      return parseReply(
        (schemas) => schemas.samlIdpConfigSchema,
        await http.post('/auth/saml/idp-config', input),
        logger,
      );
    },
    async updateSamlIdpConfig(id, input) {
      return parseReply(
        (schemas) => schemas.samlIdpConfigSchema,
        await http.put(configPath(id), input),
        logger,
      );
    },
    async listSamlProviders() {
      const reply = await parseReply(
        (schemas) => schemas.samlProviderListSchema,
        await http.get('/auth/saml/providers'),
        logger,
      );
      return reply.items;
    },
    samlInitiateUrl(id) {
      return absolute(`/auth/saml/initiate/${encodeURIComponent(id)}`);
    },
    async completeSamlAuthentication(token) {
      return parseReply(
        (schemas) => schemas.samlCompleteReplySchema,
        await http.get('/auth/saml/complete-authentication', { params: { token } }),
        logger,
      );
    },
    async validateSaml() {
      return parseReply(
        (schemas) => schemas.samlValidateReplySchema,
        await http.get('/auth/saml/validate'),
        logger,
      );
    },
    async samlLogout() {
      await parseReply(
        (schemas) => schemas.samlLogoutReplySchema,
        await http.post('/auth/saml/logout', {}),
        logger,
      );
    },
  };
}

export { readSettings, trustProxyOption, type FiguraSettings } from './settings.ts';
export { nonEmpty, parseOrigins, parsePort, withoutTrailingSlash, type Env } from './env.ts';
export {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  BACKCHANNEL_LOGOUT_EVENT,
  BACKCHANNEL_LOGOUT_PATH,
  SECURITY_NOTICE_PATH,
  SIGN_IN_FAILURES_EVENT,
  PASSWORD_RESET_EVENT,
  PASSWORD_RESET_LINK_MINUTES,
  DEFAULT_COOKIE_NAMES,
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_LOG_LEVEL,
  DEFAULT_PORTS,
  DEFAULT_PUBLIC_HOST,
  DEFAULT_TOKEN_AUDIENCE,
  MEMORY_DATA_DIR,
  defaultPublicUrl,
} from './defaults.ts';
export {
  DEFAULT_BILLING_PORTS,
  DEVELOPMENT_BILLING_SECRET,
  billingSignature,
  invoiceLinkPayload,
  checkBillingSignature,
  readBillingSettings,
  signBillingPayload,
  type BillingSettings,
  type SignatureCheck,
} from './billing.ts';
export { escapeHtml, plainPage } from './markup.ts';
export { readSocialProviders, socialEnvNames, type SocialProviderSettings } from './social.ts';
export {
  CLIENT_ADDRESS_HEADER,
  FORWARD_SECRET_HEADER,
  clientAddressOf,
  forwardedAddressHeaders,
  readForwardSecret,
} from './client-address.ts';

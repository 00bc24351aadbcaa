import { ApiError } from '@figura/sdk-core/api';
import {
  DEFAULT_SAML_EMAIL_ATTRIBUTE,
  DEFAULT_SAML_NAME_ATTRIBUTE,
  type SamlIdpConfigInput,
} from '@figura/sdk-core/schema';

export const EMPTY_IDP_INPUT: Required<SamlIdpConfigInput> = {
  name: '',
  entityId: '',
  ssoUrl: '',
  certificates: [],
  emailAttribute: DEFAULT_SAML_EMAIL_ATTRIBUTE,
  nameAttribute: DEFAULT_SAML_NAME_ATTRIBUTE,
  enabled: true,
  emailDomains: [],
};

/** The messages of a refused call, as the API gave them (one per field). */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return [fallback];
}

export {
  createOidcProvider,
  subjectOf,
  type OidcProvider,
  type ProviderAccount,
  type ProviderClient,
} from './provider.ts';
export { createOidcServer, listen, oidcRequestHandler, type OidcServerOptions } from './server.ts';

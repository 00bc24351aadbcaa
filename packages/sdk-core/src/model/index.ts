// @figura/sdk-core/model: the document model's types and pure helpers, without zod. What an
// editor needs for its first frame; validation (the zod schemas) loads with loadSchema().
export * from '../schema/constants';
// Plans and their limits are plain data: the portal's first page reads them without zod.
export * from '../schema/plans';
export * from '../schema/upsells';
// Where a sign-in may return to: the portal checks it before following it.
export * from '../schema/continue-url';
export * from '../schema/chart-kinds';
export * from '../schema/countries';
export * from '../schema/sign-up-sources';
// The API client's addresses: exported here so they share the model's zod-free chunk when built
// (imported by the client and the schemas alone, they fell into the schemas' chunk, and zod with them).
export * from '../schema/journal-profile-paths';
export * from '../schema/journal-member-paths';
export * from '../schema/ids';
export * from '../schema/guards';
export * from '../schema/image-data';
export * from '../schema/empty-document';
export * from '../schema/migrate';
export * from '../schema/connectors';
export * from '../schema/attachments';
export { sameJson } from '../schema/same-json';
export { creditsLine, itemCredit, licenceLabel, type CreditsOptions } from '../schema/credits';
export * from '../svg/public';
export { loadSchema, loadedSchema, type SchemaModule } from '../schema/loader';
export type * from '../schema/index';

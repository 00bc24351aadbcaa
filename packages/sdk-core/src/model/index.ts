// @figura/sdk-core/model: the document model's types and pure helpers, without zod. What an
// editor needs for its first frame; validation (the zod schemas) loads with loadSchema().
export * from '../schema/document/constants';
// Plans and their limits are plain data: the portal's first page reads them without zod.
export * from '../schema/rules/plans';
export * from '../schema/rules/upsells';
// Where a sign-in may return to: the portal checks it before following it.
export * from '../schema/rules/continue-url';
export * from '../schema/document/chart-kinds';
export * from '../schema/document/scientific-kinds';
export * from '../schema/rules/countries';
export * from '../schema/rules/sign-up-sources';
// The API client's addresses: exported here so they share the model's zod-free chunk when built
// (imported by the client and the schemas alone, they fell into the schemas' chunk, and zod with them).
export * from '../schema/rules/journal-profile-paths';
export * from '../schema/rules/journal-member-paths';
export * from '../schema/document/ids';
export * from '../schema/document/guards';
export * from '../schema/document/image-data';
export * from '../schema/document/empty-document';
export * from '../schema/document/migrate';
export * from '../schema/document/connectors';
export * from '../schema/document/attachments';
export { sameJson } from '../schema/document/same-json';
export {
  creditsLine,
  itemCredit,
  licenceLabel,
  missingCredits,
  type CreditsOptions,
} from '../schema/rules/credits';
export * from '../svg/public';
export { loadSchema, loadedSchema, type SchemaModule } from '../schema/loader';
export type * from '../schema/index';

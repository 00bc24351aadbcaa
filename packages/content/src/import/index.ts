// @figura/content/import: one item imported outside a build (the API's admin calls), with the
// same checks, in a child process of its own.
export type { Candidate } from '../candidate.ts';
export { slugify } from '../slug.ts';
export { itemSynonyms } from '../search/synonyms.ts';
export { IMPORT_TIME_LIMIT_MS, processInChildProcess } from './pool.ts';
export type { Outcome, RemovedSummary } from './process.ts';

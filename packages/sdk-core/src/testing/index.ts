// @figura/sdk-core/testing: the Figura API in memory, for tests, stories and hosts' own tests.
export { MemoryFiguraApi, MEMORY_API_USER, type MemoryFiguraApiOptions } from './memory-api';
export { API_CONTRACT, type ContractCase } from './api-contract';
export { createEnglishI18n, englishTranslator } from '../i18n/testing';
export { HOSTILE_CONTINUE_OWN, HOSTILE_CONTINUE_VALUES } from '../schema/rules/hostile-continue';
export {
  REALISTIC_ABSTRACTS,
  withRealisticWords,
  type RealisticAbstract,
} from '../builder/testing/abstracts';

/** The schema version this build writes. Older documents are migrated on read. */
export const CURRENT_SCHEMA_VERSION = 4;

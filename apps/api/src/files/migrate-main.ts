// `pnpm files:migrate`: moves the images still inside stored documents into the file store
// (migrate-documents.ts), with the API's own configuration (DATABASE_URL or the PGlite in the
// data directory, FIGURA_FILES_*). Safe to run again, and beside a running API on PostgreSQL.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { defaultFileStoreConfig, openFileStore } from './config.ts';
import { migrateDocumentFiles } from './migrate-documents.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const store = openFileStore(config.files ?? defaultFileStoreConfig(config.dataDir));
  console.log(`Moving images out of stored documents into the ${store.description}…`);
  const report = await migrateDocumentFiles(database.db, store, {
    log: (message) => console.warn(message),
  });
  console.log(
    `Done: ${report.slides} slide(s) and ${report.backups} backup(s) now name their files; ` +
      `${report.files} new file(s) stored; ${report.skipped} document(s) skipped.`,
  );
} finally {
  await database.close();
}

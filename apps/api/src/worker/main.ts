// An export worker on its own: takes export jobs from the queue in PostgreSQL and draws them in
// FIGURA_EXPORT_WORKERS drawing processes (default 1). Run as many as the load needs, on any
// machine that reaches the database; give the API nodes FIGURA_EXPORT_WORKERS=0 to leave the
// drawing to them. The embedded PGlite lives inside the API process, which runs its own runner.
import { DEFAULT_EXPORT_PROCESSES, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { openExportQueue } from '../exports/queue.ts';
import { ExportRunner } from '../exports/runner.ts';
import { ExportEvents } from '../exports/jobs.ts';
import { defaultFileStoreConfig, openFileStore } from '../files/config.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'An export worker needs DATABASE_URL: with the embedded database the API draws exports itself.',
  );
  process.exit(1);
}
const database = await openDatabase(config);
await database.migrate();
const boss = await openExportQueue(database.queueConnection);
const processes = config.exportWorkers || DEFAULT_EXPORT_PROCESSES;
const runner = new ExportRunner({
  db: database.db,
  boss,
  events: new ExportEvents(),
  processes,
  timeLimitMs: config.exportTimeLimitMs,
  files: openFileStore(config.files ?? defaultFileStoreConfig(config.dataDir)),
});
await runner.start();
console.log(`Figura export worker: ${processes} drawing process(es), waiting for jobs`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await runner.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      await database.close();
      process.exit(0);
    })();
  });
}

import { buildApiApp } from './app.ts';
import { loadConfig } from './config.ts';

// Reads the environment, opens and migrates the database, then serves until SIGINT/SIGTERM.
const config = loadConfig();
const app = await buildApiApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Figura API listening on http://${config.host}:${config.port} (public URL ${config.publicUrl}, ` +
    `database ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/api-db`})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

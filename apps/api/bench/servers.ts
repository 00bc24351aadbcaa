// The benchmark's API servers in one process, on one embedded database: the real API (on its
// configured port) and a bare Fastify route (on BENCH_BARE_PORT) that reads a slide's stored row
// by primary key and returns it, with no authentication and no checks. The ratio of their
// throughputs is what the API's own work (tokens, access, queries, validation) costs.
// Prints one JSON line { api, bare } with their URLs once both listen; stops on SIGTERM.
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApiApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { slides } from '../src/db/schema.ts';

const config = loadConfig();
const barePort = Number(process.env.BENCH_BARE_PORT);
if (!Number.isInteger(barePort) || barePort <= 0) throw new Error('BENCH_BARE_PORT is required');

const database = await openDatabase(config);
const api = await buildApiApp(config, { database });
const bare = Fastify({ logger: false });
bare.get<{ Params: { slideId: string } }>('/slides/:slideId/content', async (request, reply) => {
  const [row] = await database.db
    .select({ text: sql<string>`${slides.content}::text` })
    .from(slides)
    .where(eq(slides.id, request.params.slideId));
  if (!row) return reply.status(404).send({ message: 'No such slide' });
  return reply.type('application/json; charset=utf-8').send(row.text);
});

await api.listen({ port: config.port, host: config.host });
await bare.listen({ port: barePort, host: config.host });
console.log(
  JSON.stringify({
    api: `http://${config.host}:${config.port}`,
    bare: `http://${config.host}:${barePort}`,
  }),
);

process.once('SIGTERM', () => {
  Promise.all([api.close(), bare.close()])
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});

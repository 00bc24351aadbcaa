// API figures: slide-content reads and saves under load, against a bare route on the same
// database in the same run (apps/api/bench/servers.ts runs both in one child process; the load
// comes from this process).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchAccount, createCreation, saveSlideContent } from './creation.mjs';
import { buildScene } from './scene.mjs';
import { median, quantile } from './stats.mjs';
import { iterations, warmUps } from './quick.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Keep-alive connections reading, and writers saving, at once (the issue's load). */
const CONNECTIONS = 8;
/** Reads take turns, the API's and the bare route's, so a machine that changes speed affects both. */
const READ_ROUNDS = iterations(3);
const READ_SECONDS = iterations(3, 0.5);
const SAVE_SECONDS = iterations(8, 1);
/** Writers' slides in one creation (a free plan's creation holds five slides). */
const SLIDES_PER_CREATION = 4;
/** A 100-element slide: 50 grid cells, each a rectangle and its label. */
const SLIDE_CELLS = 50;

/**
 * Starts the API and the bare route in one process on its own embedded database.
 * `BENCH_API_NODE_OPTIONS`: extra Node flags for that process (e.g. `--cpu-prof`).
 */
async function startServers(urls, dataDir, ports) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_API_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      path.join(root, 'apps/api/bench/servers.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        API_PORT: String(ports.api),
        BENCH_BARE_PORT: String(ports.bare),
        API_PUBLIC_URL: `http://127.0.0.1:${ports.api}`,
        FIGURA_DATA_DIR: dataDir,
        SIGNON_URL: urls.signOn,
        TOKEN_ISSUER: urls.signOn,
        PORTAL_PUBLIC_URL: urls.portal,
        FIGURA_ALLOWED_ORIGINS: urls.portal,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The servers' line among the API's own logs (read on to the end, so the pipe never fills).
  const addresses = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const parsed = line.startsWith('{') ? JSON.parse(line) : undefined;
      if (parsed?.api && parsed?.bare) resolve(parsed);
    });
    child.once('exit', (code) => reject(new Error(`bench API servers exited (${code})`)));
  });
  return {
    ...addresses,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function load(url, headers) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: READ_SECONDS,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** One loop per slide, each saving it again and again from the revision it last got. */
async function saveLatencies(urls, token, slides, document) {
  const latencies = [];
  const until = performance.now() + SAVE_SECONDS * 1000;
  await Promise.all(
    slides.map(async (first) => {
      const slide = { ...first };
      while (performance.now() < until) {
        const started = performance.now();
        slide.revision = await saveSlideContent(urls, token, slide.creationId, slide, document);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/**
 * @param {(name: string, value: number, unit: string, budget?: number, least?: boolean) => void} figure
 * @param {{ portal: string, api: string, signOn: string }} urls the running stack (its sign-on site)
 * @param {string} dataDir an empty folder for the benchmark API's database
 */
export async function apiFigures(figure, urls, dataDir) {
  const servers = await startServers(urls, dataDir, { api: 3211, bare: 3212 });
  try {
    const api = { ...urls, api: servers.api };
    const token = await benchAccount(urls);
    const { document } = buildScene(SLIDE_CELLS);
    // Each writer its own slide, four slides to a creation: a free plan's creation holds five.
    const slides = [];
    let creation;
    for (let index = 0; index < CONNECTIONS; index++) {
      let slide;
      if (index % SLIDES_PER_CREATION === 0) {
        creation = await createCreation(api, token, `API bench ${index}`);
        slide = creation.slides[0];
      } else {
        const added = await fetch(`${servers.api}/user-creations/${creation.id}/slide`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        if (!added.ok) throw new Error(`add slide: ${added.status} ${await added.text()}`);
        slide = await added.json();
      }
      const revision = await saveSlideContent(api, token, creation.id, slide, document);
      slides.push({ id: slide.id, revision, creationId: creation.id });
    }
    const slideId = slides[0].id;
    const read = `${servers.api}/user-creations/${slides[0].creationId}/slide/${slideId}/content`;
    const bare = `${servers.bare}/slides/${slideId}/content`;
    // Warm both up (JIT, the database's caches), then measure in turns.
    const auth = { authorization: `Bearer ${token}` };
    for (let run = 0; run < warmUps(); run++) {
      await load(read, auth);
      await load(bare, {});
    }
    const rounds = [];
    for (let round = 0; round < READ_ROUNDS; round++)
      rounds.push({ api: await load(read, auth), bare: await load(bare, {}) });
    const middle = (pick) => median(rounds.map(pick));
    figure(
      'api slide read req/s (100 elements, 8 connections)',
      middle((r) => r.api.perSecond),
      'req/s',
    );
    figure(
      'api slide read p50',
      middle((r) => r.api.p50),
      'ms',
    );
    figure(
      'api bare row read req/s (same row, same database)',
      middle((r) => r.bare.perSecond),
      'req/s',
    );
    const ratio = middle((r) => r.api.perSecond / r.bare.perSecond);
    figure('api slide read throughput ratio', ratio, 'x', 0.5, true);
    const latencies = await saveLatencies(api, token, slides, document);
    figure('api slide saves (8 writers, own slides)', latencies.length / SAVE_SECONDS, 'req/s');
    figure('api slide save p50', quantile(latencies, 0.5), 'ms');
    figure('api slide save p99', quantile(latencies, 0.99), 'ms', 60);
  } finally {
    await servers.stop();
  }
}

// Co-editing: how fast one person's change reaches the others (10 clients in one room of the
// running API, over loopback), how much server memory open rooms take (50 rooms of a
// 200-element slide), and how quickly the API answers others while one client floods its room.
// Measured by apps/api/bench/co-editing.ts in a process of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QUICK } from './quick.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

/** Runs apps/api/bench/co-editing.ts (with `which`: 'remote' or 'rooms'); its JSON line. */
function probe(which, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', path.join(root, 'apps/api/bench/co-editing.ts'), which],
      {
        cwd: root,
        env: { ...process.env, ...env, ...(QUICK ? { BENCH_QUICK: '1' } : {}) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`co-editing bench (${which}) exited (${code})`));
      resolve(JSON.parse(text.split('\n').findLast((entry) => entry.startsWith('{'))));
    });
  });
}

/** /health asked every 50 ms until `stop` resolves; each answer's time in ms. */
async function healthTimes(apiUrl, stop) {
  const times = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    await fetch(`${apiUrl}/health`).then((reply) => reply.arrayBuffer());
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

export async function collabFigures(figure, urls, { token, creation }) {
  const room = {
    BENCH_API_URL: urls.api,
    BENCH_TOKEN: token,
    BENCH_CREATION: creation.id,
    BENCH_SLIDE: creation.slides[0].id,
  };
  const { remoteChangeMs } = await probe('remote', room);
  const { roomMemoryMiB } = await probe('rooms', {});
  const flooding = probe('flood', room);
  const health = await healthTimes(urls.api, flooding);
  const { closedAfterMs } = await flooding;
  figure('co-editing remote change p95', percentile(remoteChangeMs, 0.95), 'ms', 100);
  figure('co-editing room memory', roomMemoryMiB, 'MiB', 200);
  figure('co-editing flood /health max', Math.max(...health), 'ms', 50);
  figure('co-editing flood /health p95', percentile(health, 0.95), 'ms');
  figure('co-editing flood closed after', closedAfterMs, 'ms');
}

// Co-editing: how fast one person's change reaches the others (10 clients in one room of the
// running API, over loopback) and how much server memory open rooms take (50 rooms of a
// 200-element slide). Measured by apps/api/bench/co-editing.ts in a process of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
        env: { ...process.env, ...env },
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

export async function collabFigures(figure, urls, { token, creation }) {
  const { remoteChangeMs } = await probe('remote', {
    BENCH_API_URL: urls.api,
    BENCH_TOKEN: token,
    BENCH_CREATION: creation.id,
    BENCH_SLIDE: creation.slides[0].id,
  });
  const { roomMemoryMiB } = await probe('rooms', {});
  figure('co-editing remote change p95', percentile(remoteChangeMs, 0.95), 'ms', 100);
  figure('co-editing room memory', roomMemoryMiB, 'MiB', 200);
}

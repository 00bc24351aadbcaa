// An export worker of its own (src/worker/main.ts): on PostgreSQL it takes the jobs an API without
// drawing processes queues, and draws them; without DATABASE_URL it refuses to start, saying why
// (the embedded database lives inside the API process, which draws its own exports).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, startApi, type ApiHarness } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith } from './helpers/exports.ts';

const WORKER = fileURLToPath(new URL('../src/worker/main.ts', import.meta.url));

function startWorker(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [WORKER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const environment = { ...process.env };
delete environment.DATABASE_URL;

let api: ApiHarness | undefined;
let worker: ChildProcess | undefined;

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGTERM');
    await once(worker, 'exit');
  }
  await api?.close();
});

describe('an export worker process', () => {
  it(
    databaseUrl
      ? 'draws the jobs of an API that draws none itself'
      : 'refuses to start without DATABASE_URL, saying why',
    async () => {
      if (!databaseUrl) {
        const started = startWorker(environment);
        const [code] = await once(started.child, 'exit');
        expect(code).toBe(1);
        expect(started.output()).toMatch(/needs DATABASE_URL/);
        return;
      }
      api = await startApi({ exportWorkers: 0 });
      const started = startWorker({
        ...environment,
        DATABASE_URL: databaseUrl,
        FIGURA_EXPORT_WORKERS: '1',
      });
      worker = started.child;
      const user = await api.newUser();
      const made = await creationWith(user, [sampleDocument(400, 300)]);
      const reply = await user.request('POST', `${made.slidePaths[0]}/download`, { dpi: 144 });
      expect(reply.status, started.output()).toBe(200);
      expect(reply.bytes.readUInt32BE(16)).toBe(800);
      worker.kill('SIGTERM');
      const [code] = await once(worker, 'exit');
      expect(code).toBe(0);
    },
  );
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './collab.ts';
import type { SignOnStub } from './sign-on-stub.ts';

const apiMain = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** The process's resident memory now, and at its highest since it started, in MiB (/proc). */
  memory(): { rssMiB: number; peakMiB: number };
  stop(): Promise<void>;
}

/**
 * The API's own entry in a process of its own: checking tokens against `signOn`, on
 * `databaseUrl` (PostgreSQL) or an embedded database in a folder of its own, with `redisUrl`
 * when given. Exports stay with the test's own nodes.
 */
export async function startApiProcess(options: {
  signOn: SignOnStub;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'figura-api-process-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    API_PORT: String(port),
    SIGNON_URL: options.signOn.url,
    TOKEN_ISSUER: options.signOn.issuer,
    FIGURA_TOKEN_AUDIENCE: options.signOn.audience,
    FIGURA_DATA_DIR: dataDir,
    FIGURA_EXPORT_WORKERS: '0',
    API_LOG: '0',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  const child = spawn(process.execPath, [apiMain], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`The API process exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 60_000) throw new Error('The API process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const memory = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  };
  return {
    url,
    child,
    memory,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Runs `pnpm figura <args>` as the command line does (same Node) and returns what it printed. */
export function figura(args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(process.execPath, [MAIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

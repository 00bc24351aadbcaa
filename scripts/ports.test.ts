// The test servers' ports (scripts/ports.sh): a port something listens on is passed over, so a
// PostgreSQL or Redis left running by another run cannot stop `npm test` or stand in for its own.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'ports.sh');
const firstFreePort = (from: number) =>
  Number(execFileSync('bash', ['-c', `source "${script}"; first_free_port ${from}`]).toString());

describe('first_free_port', () => {
  it('gives the port asked for when it is free, and the next one when something listens on it', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as { port: number }).port;
    try {
      expect(firstFreePort(taken)).toBeGreaterThan(taken);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(firstFreePort(taken)).toBe(taken);
  });
});

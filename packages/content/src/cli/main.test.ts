// The `pnpm figura` program itself: the other CLI tests run its commands in their own process;
// this one checks that the program passes its arguments on and exits with the command's code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const GOOD = fileURLToPath(new URL('../../fixtures/preflight/good.json', import.meta.url));
const SMALL = fileURLToPath(new URL('../../fixtures/preflight/small-slide.json', import.meta.url));
const program = (args: string[]) =>
  spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8' });

describe('pnpm figura', () => {
  it('prints what the command prints and exits with its code', () => {
    const passed = program(['preflight', GOOD, '--profile', 'cell']);
    expect(passed.stdout).toContain('preflight: passed');
    expect(passed.status).toBe(0);
    const failed = program(['preflight', SMALL, '--profile', 'cell']);
    expect(failed.stdout).toContain('preflight: not passed');
    expect(failed.status).toBe(1);
  });

  it('lists its commands, and refuses one it does not know with exit 2', () => {
    const help = program([]);
    expect(help.status).toBe(0);
    expect(help.stderr).toMatch(
      /usage: pnpm figura <command>[\s\S]*export[\s\S]*preflight[\s\S]*content search/,
    );
    expect(program(['paint']).status).toBe(2);
  });
});

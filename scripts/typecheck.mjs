// Type-checks with TypeScript 7, the native compiler (tools/typescript-7):
// sdk-core in 4 s where TypeScript 6 took 40. (It writes the packages' declarations too:
// build-declarations.ts. API Extractor and typescript-eslint keep TypeScript 6, whose compiler API
// TypeScript 7 does not have.)
//   node scripts/typecheck.mjs <dir>   checks one project (a package's `typecheck` script)
//   node scripts/typecheck.mjs         checks every workspace project with a `typecheck` script
//                                      (their own scripts: react-editor generates its icon chunks
//                                      first) and the root's tsconfig.json, two at a time
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TSC_7 } from './typescript-7.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const checkOne = (dir) => run(process.execPath, [TSC_7, '--noEmit', '-p', '.'], dir);

/** The workspace folders whose package.json has a `typecheck` script. */
function projects() {
  return ['packages', 'apps']
    .flatMap((parent) =>
      readdirSync(path.join(root, parent)).map((name) => path.join(root, parent, name)),
    )
    .filter((dir) => {
      const manifest = path.join(dir, 'package.json');
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
    });
}

async function checkAll() {
  // The root's tsconfig.json (scripts, browser tests, benchmarks) in the same queue, first: it is
  // among the longest.
  const queue = [root, ...projects()];
  const failed = [];
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const code =
        dir === root
          ? await checkOne(root)
          : await run('pnpm', ['run', '--silent', 'typecheck'], dir);
      if (code !== 0) failed.push(dir === root ? '(root)' : path.relative(root, dir));
    }
  };
  await Promise.all([worker(), worker()]);
  if (failed.length > 0) console.error(`Type errors in: ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

const dir = process.argv[2];
process.exit(dir ? await checkOne(path.resolve(dir)) : await checkAll());

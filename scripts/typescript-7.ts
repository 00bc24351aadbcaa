// TypeScript 7, the native compiler (tools/typescript-7, a workspace package of its own: as a
// dependency of the root, pnpm gave it to the tools that need TypeScript 6's compiler API).
// The type check (typecheck.mjs) and the packages' declarations (build-declarations.ts) run it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The path of TypeScript 7's `tsc` script (run it with `node`). */
export const TSC_7 = path.join(
  path.dirname(
    createRequire(path.join(root, 'tools/typescript-7/package.json')).resolve(
      'typescript/package.json',
    ),
  ),
  'bin/tsc',
);

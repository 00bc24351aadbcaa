// The published packages' type declarations, made by TypeScript 7's native compiler: sdk-core's
// in about 3 s where tsup's declaration step (TypeScript 6, bundling each entry's types) took 40.
// Each package's tsup config calls it when its JavaScript is built:
//   1. tsc emits one .d.ts per source file the entries reach, into dist/types/ (the source tree's
//      shape);
//   2. their relative imports get the file extension Node's ESM resolution needs ('./x' ->
//      './x.js', './dir' -> './dir/index.js'): TypeScript keeps specifiers as written, and the
//      sources import without extensions (moduleResolution "Bundler");
//   3. each entry gets its declaration file where package.json's "types" points
//      (dist/<entry>.d.ts), re-exporting its source file's declarations.
// publint, arethetypeswrong and the API reports (scripts/check-packages.sh) check the result.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Extensionless: the packages' tsup configs import this file (tsup bundles it).
import { TSC_7 } from './typescript-7';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES_DIR = 'types';
const CONFIG_FILE = 'tsconfig.declarations.json';

/** Every declaration file under `dir`. */
function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// `from './x'`, `import('./x')`, `export * from './x'` and `import('..')`: relative specifiers only.
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/** `specifier` as Node's ESM resolution finds it from `file`'s folder. */
function withExtension(file: string, specifier: string): string {
  if (/\.(js|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`build-declarations: ${path.relative(root, file)} imports ${specifier}: no file`);
}

/** Gives every relative import in the declaration files under `dir` its file extension. */
export function addExtensions(dir: string): void {
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(
      RELATIVE_SPECIFIER,
      (_, before: string, quote: string, specifier: string) =>
        `${before}${quote}${withExtension(file, specifier)}${quote}`,
    );
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/**
 * Emits the declarations of `entries` ({ name: source path }, as tsup's `entry`) for the package in
 * `packageDir` into its `outDir` (dist).
 */
export function buildDeclarations({
  packageDir,
  entries,
  outDir = 'dist',
}: {
  packageDir: string;
  entries: Record<string, string>;
  outDir?: string;
}): void {
  const out = path.resolve(packageDir, outDir);
  const typesDir = path.join(out, TYPES_DIR);
  rmSync(typesDir, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const fromOut = (file: string) => path.relative(out, path.resolve(packageDir, file));
  // The config sits in dist/ so the package's own tsconfig.json (its lib, types, strictness) is
  // extended as it is; only the entries and what they import are emitted, not the tests.
  const config = path.join(out, CONFIG_FILE);
  writeFileSync(
    config,
    JSON.stringify({
      extends: '../tsconfig.json',
      compilerOptions: {
        declaration: true,
        emitDeclarationOnly: true,
        noEmit: false,
        outDir: `./${TYPES_DIR}`,
        rootDir: fromOut('src'),
      },
      files: Object.values(entries).map(fromOut),
      // Ambient declarations of untyped dependencies (src/**/*.d.ts).
      include: [`${fromOut('src')}/**/*.d.ts`],
    }),
  );
  const result = spawnSync(process.execPath, [TSC_7, '-p', config], { stdio: 'inherit' });
  rmSync(config);
  if (result.status !== 0) throw new Error(`build-declarations: tsc failed in ${packageDir}`);
  addExtensions(typesDir);
  for (const [name, source] of Object.entries(entries)) {
    const stub = path.join(out, `${name}.d.ts`);
    const declarations = path.join(
      typesDir,
      path.relative(path.resolve(packageDir, 'src'), path.resolve(packageDir, source)),
    );
    let target = path.relative(path.dirname(stub), declarations).replace(/\.tsx?$/, '.js');
    if (!target.startsWith('.')) target = `./${target}`;
    mkdirSync(path.dirname(stub), { recursive: true });
    writeFileSync(stub, `export * from '${target.split(path.sep).join('/')}';\n`);
  }
}

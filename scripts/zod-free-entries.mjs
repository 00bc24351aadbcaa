// The entry points an editor's first frame loads must not reach zod (55 KiB gzip, and its
// evaluation): validation loads later with loadSchema(). Walks the built files' static imports
// (dynamic import() is left out on purpose: that is how the schemas load on demand) and fails
// when an entry reaches a module that imports zod. Run by `npm test` after the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"`;]*?from\s*)?["']([^"']+)["']/g;
const ZOD = /^zod(\/.*)?$/;

/** Every file an entry reaches through static relative imports, and the bare imports they make. */
export function staticGraph(entry, read = (file) => readFileSync(file, 'utf8')) {
  const files = new Map();
  const stack = [path.resolve(entry)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (files.has(file)) continue;
    const bare = [];
    for (const [, specifier] of read(file).matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) stack.push(path.resolve(path.dirname(file), specifier));
      else bare.push(specifier);
    }
    files.set(file, bare);
  }
  return files;
}

/** The files reached from `entry` that import zod themselves. */
export function zodImporters(entry, read) {
  return [...staticGraph(entry, read)]
    .filter(([, bare]) => bare.some((specifier) => ZOD.test(specifier)))
    .map(([file]) => file);
}

/** sdk-core's entries for the first frame (built), relative to the repository root. */
export const ZOD_FREE_ENTRIES = [
  'packages/sdk-core/dist/model/index.js',
  'packages/sdk-core/dist/render/index.js',
  'packages/sdk-core/dist/editor/index.js',
  // The graphical-abstract builder's first frame (its store, templates and document).
  'packages/sdk-core/dist/builder/index.js',
  // The library's search in the browser (the Illustrations panel, the bench's search page): it
  // once reached zod through the quality score's module.
  'packages/sdk-core/dist/library-search/index.js',
];

/**
 * The journal embed's element script (one bundle, imports resolved): it runs before any part
 * loads, so zod in it delays every element's first frame. A client call that imported a schema
 * module for its path once pulled all of zod in (250 KB).
 */
export const ZOD_FREE_BUNDLES = ['packages/web-components/dist/embed/figura-editor.js'];

/** zod's own class names, which survive minifying. */
export const bundleHasZod = (code) => /["']\$Zod(?:Type|Object|Error)["']/.test(code);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let failed = false;
  for (const bundle of ZOD_FREE_BUNDLES) {
    if (!bundleHasZod(readFileSync(path.join(root, bundle), 'utf8'))) continue;
    failed = true;
    console.error(
      `${bundle} holds zod: the element's own script must not import a schema module ` +
        '(import its types with `import type`, load schemas with loadSchema()).',
    );
  }
  for (const entry of ZOD_FREE_ENTRIES) {
    const importers = zodImporters(path.join(root, entry));
    if (importers.length === 0) continue;
    failed = true;
    console.error(
      `${entry} reaches zod through ${importers.map((file) => path.relative(root, file)).join(', ')}: ` +
        'keep validation behind loadSchema() (see @figura/sdk-core/model).',
    );
  }
  if (failed) process.exit(1);
  console.log(`zod-free entries: ${ZOD_FREE_ENTRIES.length + ZOD_FREE_BUNDLES.length} ok`);
}

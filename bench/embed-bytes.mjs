// Which source modules the embed's first load (the entry and the editor part's preloaded chunks,
// as `embed <figura-editor> initial JS` counts it) is made of, largest first, in minified bytes:
// what to move behind a dynamic import when the budget is full.
//
//   FIGURA_EMBED_METAFILE=/tmp/embed-meta.json pnpm --filter @figura/web-components build
//   node bench/embed-bytes.mjs /tmp/embed-meta.json [how many]
import { readFileSync } from 'node:fs';

const [file, count = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/embed-bytes.mjs <metafile> [how many]');
  process.exit(2);
}
const { outputs } = JSON.parse(readFileSync(file, 'utf8'));
const outputOf = (source) => Object.keys(outputs).find((key) => outputs[key].entryPoint === source);
const importsOf = (key, kind) =>
  (outputs[key]?.imports ?? []).filter((item) => item.kind === kind).map((item) => item.path);
const closure = (roots) => {
  const found = new Set(roots);
  for (const key of found) for (const next of importsOf(key, 'import-statement')) found.add(next);
  return found;
};

// As tsup.config.ts's embedPartRoots chooses the editor part's chunks: the entry's static
// imports, then the mount module and what the entry loads lazily but the schemas, the gallery's
// grid and the other parts' mount modules.
const entry = closure([outputOf('src/embed.ts')]);
const mounts = ['src/mount.ts', 'src/builder/builder-mount.ts', 'src/viewer/viewer-mount.ts'].map(
  outputOf,
);
const lazy = [...entry]
  .flatMap((key) => importsOf(key, 'dynamic-import'))
  .filter(
    (key) =>
      !mounts.includes(key) &&
      !/sdk-core\/src\/schema\/index\.ts$|src\/gallery\/gallery-view\.ts$/.test(
        outputs[key]?.entryPoint,
      ),
  );
const initial = new Set([...entry, ...closure([mounts[0], ...lazy])]);

const bytes = new Map();
let total = 0;
for (const key of initial)
  for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) {
    const name = input.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
    total += bytesInOutput;
  }
console.log(`${initial.size} chunks, ${(total / 1024).toFixed(1)} KiB minified (before gzip)`);
for (const [name, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${name}`);

// Fails when source files import each other in a cycle (STYLE.md "Guards": a cycle check).
// Reads relative imports of .ts/.tsx files under packages/ and apps/, type-only imports included:
// they vanish at run time, but a type cycle still ties two modules together (and the bundled
// declarations cannot always be drawn through one).
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'storybook-static', 'drizzle']);
const importPattern = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
  }
  return files;
}

function resolveImport(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  if (base.endsWith('.js'))
    candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export function findCycles(files) {
  const graph = new Map(files.map((file) => [file, []]));
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, match[1]);
      if (target && graph.has(target)) graph.get(file).push(target);
    }
  }
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file)) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] === import.meta.filename) {
  const files = ['packages', 'apps'].flatMap((dir) => sourceFiles(path.join(root, dir)));
  const cycles = findCycles(files);
  for (const cycle of cycles)
    console.error('import cycle: ' + cycle.map((f) => path.relative(root, f)).join(' -> '));
  if (cycles.length) process.exit(1);
  console.log(`no import cycles in ${files.length} files`);
}

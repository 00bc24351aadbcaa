// Fails when source files import each other in a cycle (STYLE.md "Guards": a cycle check), and
// when the folders of a package or app do: a folder is a feature a newcomer finds in one step, and
// two features that need each other are one feature in two places. Reads relative imports of
// .ts/.tsx files under packages/ and apps/, type-only imports included: they vanish at run time,
// but a type cycle still ties two modules together (and the bundled declarations cannot always be
// drawn through one).
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'storybook-static', 'drizzle']);
const importPattern = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The source roots whose first-level folders are features (a root's own files are its entries). */
const SOURCE_ROOTS = /^(packages|apps)\/[^/]+\/(src|server|build)$/;
/** Folders whose subfolders are floors of their own, each behind its own lint wall. */
const FLOORED = new Set(['packages/sdk-core/src/schema']);

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

function importGraph(files) {
  const graph = new Map(files.map((file) => [file, []]));
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, match[1]);
      if (target && graph.has(target)) graph.get(file).push(target);
    }
  }
  return graph;
}

export function findCycles(files) {
  const graph = importGraph(files);
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

/**
 * The folder a file belongs to: `root` plus its first folder (a floored folder's subfolder counts
 * apart); undefined for a root's own files, and for files outside every root.
 */
export function folderOf(file, rootDir = root) {
  const parts = path.relative(rootDir, file).split(path.sep);
  const base = parts.slice(0, 3).join('/');
  // parts: packages, <name>, src, <folder>, ..., <file>
  if (!SOURCE_ROOTS.test(base) || parts.length < 5) return undefined;
  const folder = `${base}/${parts[3]}`;
  return FLOORED.has(folder) && parts.length > 5 ? `${folder}/${parts[4]}` : folder;
}

/**
 * Cycles between folders: each strongly connected group of folders with one cycle through it and
 * the imports that make its steps (`from -> to` with a file of each).
 */
export function findFolderCycles(files, folder = (file) => folderOf(file)) {
  const edges = new Map();
  for (const [file, targets] of importGraph(files)) {
    const from = folder(file);
    for (const target of targets) {
      const to = folder(target);
      if (!from || !to || from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, [file, target]);
    }
  }
  // Tarjan's strongly connected components over the folder graph.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const connect = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);
  return groups.map((group) => {
    // One way round: breadth-first from the group's first folder back to it, inside the group.
    const inGroup = new Set(group);
    const start = group.sort()[0];
    const cameFrom = new Map();
    const queue = [start];
    while (queue.length) {
      const node = queue.shift();
      for (const next of edges.get(node)?.keys() ?? []) {
        if (!inGroup.has(next) || cameFrom.has(next)) continue;
        cameFrom.set(next, node);
        if (next === start) queue.length = 0;
        else queue.push(next);
      }
    }
    const way = [start];
    for (let node = cameFrom.get(start); node !== start; node = cameFrom.get(node))
      way.unshift(node);
    way.unshift(start);
    const steps = way.slice(0, -1).map((from, i) => ({
      from,
      to: way[i + 1],
      via: edges.get(from).get(way[i + 1]),
    }));
    return { folders: group, steps };
  });
}

if (process.argv[1] === import.meta.filename) {
  const files = ['packages', 'apps'].flatMap((dir) => sourceFiles(path.join(root, dir)));
  const cycles = findCycles(files);
  for (const cycle of cycles)
    console.error('import cycle: ' + cycle.map((f) => path.relative(root, f)).join(' -> '));
  const folderCycles = findFolderCycles(files);
  for (const { steps } of folderCycles) {
    console.error(
      `folder cycle: ${steps.map((step) => step.from).join(' -> ')} -> ${steps[0].from}`,
    );
    for (const { via } of steps)
      console.error(`  ${via.map((file) => path.relative(root, file)).join(' imports ')}`);
  }
  if (cycles.length || folderCycles.length) process.exit(1);
  console.log(`no import cycles in ${files.length} files, nor between their folders`);
}

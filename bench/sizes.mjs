// Transfer sizes of what a page loads: gzip and brotli of the initial files (the entry and
// everything it imports statically) and of the lazy chunks (loaded by dynamic import()).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

// Compressed on first read: npm test's budget check reads the initial files' gzip only, and
// brotli at quality 11 over every lazy chunk took most of its 24 s.
const compressed = new Map();
function compressedSize(file, kind) {
  const key = `${kind} ${file}`;
  if (!compressed.has(key)) {
    const bytes = readFileSync(file);
    compressed.set(
      key,
      kind === 'gzip'
        ? gzipSync(bytes, { level: 9 }).length
        : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }
  return compressed.get(key);
}

const staticImport =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The entry plus its static-import closure, as absolute paths. */
export function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(staticImport))
      visit(path.resolve(path.dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}

function listFiles(dir, ext) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => file.endsWith(ext));
}

/** Compressed sizes of the files, each computed when first read. */
function total(files) {
  const sum = (kind) => files.reduce((bytes, file) => bytes + compressedSize(file, kind), 0);
  return {
    get gzip() {
      return sum('gzip');
    },
    get brotli() {
      return sum('brotli');
    },
    files: files.length,
  };
}

/**
 * The first `import("…/<name>-<hash>.js")` in the files: the code an element runs on connect
 * (the embed build names each part's chunk after it: `part-editor`, `part-builder`;
 * build/rechunk.ts).
 */
function mountChunk(files, name) {
  const pattern = new RegExp(
    `import\\(\\s*["'](\\.{1,2}\\/(?:[^"']*\\/)?${name}-[\\w-]{8}\\.js)["']\\s*\\)`,
  );
  for (const file of files) {
    const found = pattern.exec(readFileSync(file, 'utf8'));
    if (found) return path.resolve(path.dirname(file), found[1]);
  }
  throw new Error(`embed bundle: the dynamic import of ${name}-*.js was not found`);
}

/**
 * The journal embed: dist/embed/figura-editor.js and its chunks. "Initial" is everything the
 * first editor frame needs: the element's own module (which starts loading the creation) and the
 * editor it imports at once on connect (React, fabric, the editor), with their static imports.
 */
export function embedSizes(embedDir) {
  const entry = path.join(embedDir, 'figura-editor.js');
  if (!existsSync(entry)) throw new Error(`embed bundle missing: ${entry} (run the build)`);
  const element = staticClosure(entry);
  const initial = [...new Set([...element, ...staticClosure(mountChunk(element, 'part-editor'))])];
  const lazy = listFiles(embedDir, '.js').filter((file) => !initial.includes(file));
  return {
    elementJs: total(element),
    // Fetched beside the slide (English: every namespace), not JavaScript: counted apart.
    strings: total(listFiles(path.join(embedDir, 'locales', 'en'), '.json')),
    initialJs: total(initial),
    // The element loads no stylesheet: its styles ship in the JS (adopted by the page).
    initialCss: total([]),
    lazyJs: total(lazy),
    // figura-editor.css: the same styles as a file, for journals that link it themselves.
    stylesheetFile: total(listFiles(embedDir, '.css')),
  };
}

/**
 * `<figura-abstract-builder>` in the same embed: "initial" is the element's own module and the
 * builder's code it imports on connect (React, the builder's steps), with their static imports;
 * the live preview (fabric) and the rest load after the first step is on screen.
 */
export function builderEmbedSizes(embedDir) {
  const entry = path.join(embedDir, 'figura-editor.js');
  if (!existsSync(entry)) throw new Error(`embed bundle missing: ${entry} (run the build)`);
  const element = staticClosure(entry);
  const initial = [...new Set([...element, ...staticClosure(mountChunk(element, 'part-builder'))])];
  const lazy = listFiles(embedDir, '.js').filter((file) => !initial.includes(file));
  return { initialJs: total(initial), initialCss: total([]), lazyJs: total(lazy) };
}

/** The portal's first route: what index.html loads (scripts, modulepreloads, styles) and their static imports. */
export function portalFirstRouteSizes(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) =>
    path.join(distDir, m[1]),
  );
  const js = new Set();
  for (const ref of refs.filter((file) => file.endsWith('.js')))
    for (const file of staticClosure(ref)) js.add(file);
  const css = refs.filter((file) => file.endsWith('.css'));
  const all = listFiles(path.join(distDir, 'assets'), '.js');
  return {
    initialJs: total([...js]),
    initialCss: total(css),
    lazyJs: total(all.filter((file) => !js.has(file))),
  };
}

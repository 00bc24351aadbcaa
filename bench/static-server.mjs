// A throw-away static server on 127.0.0.1 for the bench's own pages: bench/pages/, fabric's own
// built bundle (the same version the editor ships) and the scene documents for the plain-fabric
// page; sdk-core's built modules, minisearch and the library's search index for the library
// search page. No network needed.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const FABRIC_BUNDLE = path.join(
  root,
  'packages/react-editor/node_modules/fabric/dist/index.min.mjs',
);
const SDK_CORE_DIST = path.join(root, 'packages/sdk-core/dist');
const MINISEARCH = path.join(root, 'packages/sdk-core/node_modules/minisearch/dist/es/index.js');
const SEARCH_INDEX = path.join(
  process.env.FIGURA_CONTENT_LIBRARY ?? path.join(root, 'packages/content/library'),
  'search-index.json',
);
const TYPES = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript' };

/**
 * Serves `/fabric.mjs`, `/pages/*`, `/scene/<name>.json` (from `scenes`, a Map of name ->
 * document), `/sdk-core/*` (its dist), `/minisearch.mjs` and `/library/search-index.json`.
 */
export async function startStaticServer(scenes) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/fabric.mjs')
      return send(200, TYPES['.mjs'], readFileSync(FABRIC_BUNDLE));
    // The library search page: sdk-core's built modules, minisearch and the library's index.
    if (url.pathname === '/minisearch.mjs')
      return send(200, TYPES['.mjs'], readFileSync(MINISEARCH));
    if (url.pathname === '/library/search-index.json')
      return send(200, 'application/json', readFileSync(SEARCH_INDEX));
    const built = /^\/sdk-core\/([\w/-]+\.js)$/.exec(url.pathname);
    if (built) return send(200, TYPES['.js'], readFileSync(path.join(SDK_CORE_DIST, built[1])));
    const scene = /^\/scene\/([\w-]+)\.json$/.exec(url.pathname);
    if (scene && scenes.has(scene[1]))
      return send(200, 'application/json', JSON.stringify(scenes.get(scene[1])));
    const page = /^\/pages\/([\w-]+\.(?:html|mjs))$/.exec(url.pathname);
    if (page)
      return send(
        200,
        TYPES[path.extname(page[1])],
        readFileSync(path.join(benchDir, 'pages', page[1])),
      );
    send(404, 'text/plain', 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

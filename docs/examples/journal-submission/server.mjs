// A tiny mock of a journal's manuscript-submission site, the way a journal would embed Figura's
// graphical-abstract builder: its own server and origin, its own strict Content-Security-Policy,
// and the journal's partner key kept here, on the server, never in the page. The page asks this
// server for an embed token (POST /api/figura-token), and this server asks the Figura API with
// the key (POST /embed/tokens, `Authorization: Partner <id>:<key>`).
//
// Node's own modules only (a journal's stack is its own business). `npm start` runs it (see
// scripts/stack.mjs); alone:
//   FIGURA_URL=http://localhost:5173 API_URL=http://localhost:3001 PARTNER_ID=16 \
//   PARTNER_KEY_FILE=data/partners/16.key node docs/examples/journal-submission/server.mjs
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The React host example's build (docs/examples/react-host), served at /react/. */
const reactHost = path.resolve(here, '../react-host/dist');
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/** The pages and their files: the builder as an element, and the same page with the frame. */
const FILES = {
  '/': { file: 'index.html', type: 'text/html', page: 'element' },
  '/iframe.html': { file: 'iframe.html', type: 'text/html', page: 'frame' },
  '/submission.css': { file: 'submission.css', type: 'text/css' },
  '/submission.js': { file: 'submission.js', type: 'text/javascript' },
  '/attached-file.js': { file: 'attached-file.js', type: 'text/javascript' },
  '/frame-host.js': { file: 'frame-host.js', type: 'text/javascript' },
};

/**
 * The journal's policy for its pages: its own files ('self'), and for Figura exactly what the
 * builder needs (docs/embedding.md). Nothing unsafe. The frame variant needs only to frame
 * Figura's page; the element variant loads Figura's script and talks to its API.
 */
export function journalPolicy(page, { figuraOrigin, apiOrigin }) {
  const common = [
    "default-src 'none'",
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  if (page === 'receipt') return common.join('; ');
  // The React host bundles the builder: everything is its own ('self') but the API.
  if (page === 'react')
    return [
      ...common,
      "script-src 'self'",
      "font-src 'self'",
      `connect-src 'self' ${apiOrigin}`,
      'img-src data:',
    ].join('; ');
  if (page === 'frame')
    return [
      ...common,
      "script-src 'self'",
      "connect-src 'self'",
      `frame-src ${figuraOrigin}`,
      'img-src data:',
    ].join('; ');
  return [
    ...common,
    `script-src 'self' ${figuraOrigin}`,
    `font-src ${figuraOrigin}`,
    // The token route (ours), the builder's strings (Figura's host) and the API.
    `connect-src 'self' ${figuraOrigin} ${apiOrigin}`,
    'img-src data:',
  ].join('; ');
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The corresponding author of every manuscript here (a journal knows its own). */
const DEMO_AUTHOR = 'Ada Lovelace';

/** A manuscript id the API accepts (letters, digits and . _ - / :). */
const SUBMISSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$/;

async function readBody(request, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('Too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The uploaded file of a multipart form: its field's file name and its size in bytes. */
function uploadedFile(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  if (!boundary) return null;
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = body.indexOf(marker);
  while (at >= 0) {
    const next = body.indexOf(marker, at + marker.length);
    if (next < 0) break;
    const part = body.subarray(at + marker.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const name = /filename="([^"]*)"/.exec(headers);
    if (name && name[1]) return { name: name[1], bytes: part.length - headerEnd - 4 };
    at = next;
  }
  return null;
}

/**
 * Starts the mock journal. `figuraUrl`: Figura's portal (serves the embed at /embed/); `apiUrl`:
 * the Figura API; `partner`: the journal's partner id and key (the key stays in this process).
 */
export async function startJournalServer({
  port,
  host = '127.0.0.1',
  figuraUrl,
  apiUrl,
  partner,
  publicUrl,
}) {
  const figuraOrigin = new URL(figuraUrl).origin;
  const apiOrigin = new URL(apiUrl).origin;

  /** An embed token for the manuscript, from the Figura API with the partner key. */
  async function issueToken(submissionId, author) {
    const reply = await fetch(`${apiUrl}/embed/tokens`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Partner ${partner.id}:${partner.key}`,
      },
      body: JSON.stringify({ submissionId, author }),
    });
    const issued = await reply.json();
    if (!reply.ok) throw Object.assign(new Error(issued.message), { status: reply.status });
    return issued;
  }

  async function token(request, response) {
    const body = JSON.parse((await readBody(request, 4096)).toString('utf8') || '{}');
    const submissionId = String(body.submissionId ?? '');
    if (!SUBMISSION_ID.test(submissionId))
      return send(response, 400, { message: 'Give the manuscript id.' });
    // The journal knows its author; here the form says who it is.
    const author = body.author?.name ? { name: String(body.author.name).slice(0, 200) } : undefined;
    const issued = await issueToken(submissionId, author);
    // The page gets the token and where to use it; never the key.
    return send(response, 200, {
      token: issued.token,
      expiresAt: issued.expiresAt,
      profile: issued.profile,
      apiBase: apiUrl,
      figuraUrl,
    });
  }

  /**
   * A submission page: the manuscript is in the address (a new one gets an id first), and the
   * page comes with its embed token and the journal's profile written in, as a journal's server
   * renders its pages (the page asks /api/figura-token only for fresh tokens later). The head
   * goes out at once, so the browser fetches Figura's script while the token is being asked for.
   */
  async function page(route, url, response) {
    const submissionId = url.searchParams.get('submission') ?? '';
    if (!SUBMISSION_ID.test(submissionId)) {
      const id = `MS-${new Date().getFullYear()}-${Math.floor(1000 + Math.random() * 9000)}`;
      url.searchParams.set('submission', id);
      return void response.writeHead(303, { location: `${url.pathname}${url.search}` }).end();
    }
    const issuing = issueToken(submissionId, { name: DEMO_AUTHOR });
    issuing.catch(() => undefined); // written into the page below
    const html = readFileSync(path.join(here, route.file), 'utf8')
      .replaceAll('%FIGURA_URL%', escapeHtml(figuraUrl))
      .replaceAll('%API_URL%', escapeHtml(apiUrl))
      .replaceAll('%SUBMISSION_ID%', escapeHtml(submissionId));
    const [head, body] = html.split('<body>');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': journalPolicy(route.page, { figuraOrigin, apiOrigin }),
    });
    response.write(`${head}<body>`);
    let token = '';
    let profile = 'cell';
    try {
      ({ token, profile } = await issuing);
    } catch (error) {
      response.write(
        `<p role="alert">The journal could not get a Figura token: ${escapeHtml(error.message)}</p>`,
      );
    }
    response.end(
      body.replaceAll('%TOKEN%', escapeHtml(token)).replaceAll('%PROFILE%', escapeHtml(profile)),
    );
  }

  function send(response, status, json) {
    response
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(json));
  }

  async function submitted(request, response) {
    const file = uploadedFile(
      await readBody(request, 64 * 1024 * 1024),
      request.headers['content-type'],
    );
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Submitted</title>
<link rel="stylesheet" href="/submission.css"></head><body><main><h1>Manuscript received</h1>
<p id="received">${file ? `Graphical abstract: ${escapeHtml(file.name)}, ${file.bytes} bytes.` : 'No graphical abstract was attached.'}</p>
<p><a href="/">Back to the submission form</a></p></main></body></html>`;
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': journalPolicy('receipt', { figuraOrigin, apiOrigin }),
      })
      .end(html);
  }

  /** The React host example's files (its build), the page under the journal's policy. */
  function react(pathname, response) {
    const relative = pathname === '/react/' ? 'index.html' : pathname.slice('/react/'.length);
    const file = path.resolve(reactHost, relative);
    if (!file.startsWith(reactHost + path.sep) || !existsSync(file))
      return void response.writeHead(404).end();
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, 'cache-control': 'no-cache' };
    if (type === 'text/html')
      headers['content-security-policy'] = journalPolicy('react', { figuraOrigin, apiOrigin });
    response.writeHead(200, headers).end(readFileSync(file));
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://journal');
    const fail = (error) => {
      if (!response.headersSent) send(response, error.status ?? 502, { message: error.message });
      else response.destroy();
    };
    if (request.method === 'POST' && pathname === '/api/figura-token')
      return void token(request, response).catch(fail);
    if (request.method === 'POST' && pathname === '/submit')
      return void submitted(request, response).catch(fail);
    if (request.method === 'GET' && pathname.startsWith('/react/'))
      return void react(pathname, response);
    const route = FILES[pathname];
    if (!route || request.method !== 'GET') return void response.writeHead(404).end();
    if (route.page)
      return void page(route, new URL(request.url ?? '/', 'http://journal'), response).catch(fail);
    const body = readFileSync(path.join(here, route.file), 'utf8');
    response
      .writeHead(200, {
        'content-type': `${route.type}; charset=utf-8`,
        'cache-control': 'no-cache',
      })
      .end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = publicUrl ?? `http://${host}:${port}`;
  return {
    url,
    origin: new URL(url).origin,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const env = process.env;
  const journal = await startJournalServer({
    port: Number(env.JOURNAL_PORT ?? 5174),
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.JOURNAL_PUBLIC_URL,
    figuraUrl: env.FIGURA_URL ?? 'http://localhost:5173',
    apiUrl: env.API_URL ?? 'http://localhost:3001',
    partner: {
      id: Number(env.PARTNER_ID ?? 16),
      key: readFileSync(env.PARTNER_KEY_FILE ?? 'data/partners/16.key', 'utf8').trim(),
    },
  });
  console.log(`journal example listening on ${journal.url}`);
  const close = async () => {
    await journal.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

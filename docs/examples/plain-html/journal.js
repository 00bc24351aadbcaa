// The journal's own script (a file, like its styles: a strict Content-Security-Policy refuses inline
// scripts).
const editor = document.getElementById('editor');
const log = document.getElementById('events');
const params = new URLSearchParams(location.search);

// 1. The attributes. A journal's server writes them into the page; this example also takes them
//    from the address (?api=…&creation=…&token=…), and without them signs the demo author in.
if (params.get('api')) editor.setAttribute('api-base', params.get('api'));
if (params.get('token')) editor.setAttribute('token', params.get('token'));
if (params.get('creation')) editor.setAttribute('creation-id', params.get('creation'));

/** A fresh access token from the sign-on site's session cookie (tokens live 15 minutes). */
async function freshToken(signOnUrl) {
  const reply = await fetch(`${signOnUrl}/oauth/token`, { credentials: 'include' });
  if (!reply.ok) throw new Error(`The sign-on site answered ${reply.status}`);
  return (await reply.json()).access_token;
}

/**
 * `npm start` seeds a demo author (demo@figura.test): sign in as them at the sign-on site, then
 * open their newest creation, or a new one. Where the sites are (the portal's /config.json) and
 * the demo's password are this example's shortcuts: a journal signs its authors in its own way.
 */
async function openAsDemoAuthor() {
  const config = await (await fetch('/config.json')).json();
  const signedIn = await fetch(`${config.signOnUrl}/api/login`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@figura.test', password: 'figura-demo' }),
  });
  if (!signedIn.ok) throw new Error('The demo author could not sign in (is SIGNON_SEED_DEMO=1?)');
  const token = await freshToken(config.signOnUrl);
  const api = (path, init = {}) =>
    fetch(`${config.apiUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    }).then((reply) => reply.json());
  const [newest] = (await api('/user-creations?limit=1')).data;
  const creation =
    newest ??
    (await api('/user-creations', {
      method: 'POST',
      body: JSON.stringify({ type: 'abstract', name: 'My graphical abstract' }),
    }));
  editor.setAttribute('api-base', config.apiUrl);
  editor.setAttribute('token', token);
  editor.setAttribute('creation-id', creation.id);
  keepTokenFresh(config.signOnUrl);
}

// 2. The token refresher: a token lives 15 minutes, so a page open longer sets a fresh one
//    before it ends; the element takes the new attribute for its next call. (A journal's page
//    asks its own server, which asks Figura, the same way.)
const REFRESH_EVERY_MS = 12 * 60 * 1000;
function keepTokenFresh(signOnUrl) {
  setInterval(() => {
    freshToken(signOnUrl).then(
      (token) => editor.setAttribute('token', token),
      (error) => (log.textContent = `The token could not be refreshed: ${error.message}`),
    );
  }, REFRESH_EVERY_MS);
}

if (!params.get('token')) openAsDemoAuthor().catch((error) => (log.textContent = error.message));

// 3. Listen to what the author does: figura-change on every edit, figura-save when stored.
window.figuraEvents = [];
for (const name of ['figura-change', 'figura-save']) {
  editor.addEventListener(name, (event) => {
    window.figuraEvents.push({ type: name, detail: event.detail });
    log.textContent = `${name} at ${new Date().toLocaleTimeString()}`;
  });
}

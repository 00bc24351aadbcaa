// The journal's own script (a file, like its styles: a strict Content-Security-Policy refuses inline
// scripts).
const editor = document.getElementById('editor');
const params = new URLSearchParams(location.search);
if (params.get('api')) editor.setAttribute('api-base', params.get('api'));
if (params.get('token')) editor.setAttribute('token', params.get('token'));
if (params.get('creation')) editor.setAttribute('creation-id', params.get('creation'));

// 3. Listen to what the author does: figura-change on every edit, figura-save when stored.
const log = document.getElementById('events');
window.figuraEvents = [];
for (const name of ['figura-change', 'figura-save']) {
  editor.addEventListener(name, (event) => {
    window.figuraEvents.push({ type: name, detail: event.detail });
    log.textContent = `${name} at ${new Date().toLocaleTimeString()}`;
  });
}

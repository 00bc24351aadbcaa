// The lab page's own script (a file, like its styles: a strict Content-Security-Policy refuses
// inline scripts).
const params = new URLSearchParams(location.search);
const creations = (params.get('creations') ?? '').split(',').filter(Boolean);
const viewers = [...document.querySelectorAll('figura-viewer')];
viewers.forEach((viewer, index) => {
  if (params.get('api')) viewer.setAttribute('api-base', params.get('api'));
  if (params.get('token')) viewer.setAttribute('token', params.get('token'));
  if (creations[index]) viewer.setAttribute('creation-id', creations[index]);
});

// 3. Listen to what the reader does: figura-ready once read, figura-slide-change per slide.
const log = document.getElementById('events');
window.figuraEvents = [];
for (const viewer of viewers)
  for (const name of ['figura-ready', 'figura-slide-change', 'figura-error'])
    viewer.addEventListener(name, (event) => {
      window.figuraEvents.push({ viewer: viewer.id, type: name, detail: event.detail });
      log.textContent = `${viewer.id}: ${name}`;
    });

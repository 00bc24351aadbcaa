// The journal's own script (a file: a strict Content-Security-Policy refuses inline scripts).
const gallery = document.getElementById('gallery');
const params = new URLSearchParams(location.search);
gallery.setAttribute('api-base', params.get('api') || 'http://localhost:3001');
if (params.get('query')) gallery.setAttribute('query', params.get('query'));

// 3. figura-select (bubbling, composed): detail is the whole item, its drawing (svg), licence,
//    author and source. Credit it wherever it is used.
window.figuraEvents = [];
gallery.addEventListener('figura-select', (event) => {
  const item = event.detail;
  window.figuraEvents.push({ type: event.type, detail: item });
  document.getElementById('nothing-chosen').hidden = true;
  document.getElementById('chosen').hidden = false;
  // A data: URL: the policy allows images from data: only, and an <img> never runs the SVG.
  const image = document.getElementById('chosen-image');
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(item.svg)}`;
  image.alt = item.title;
  document.getElementById('chosen-title').textContent = item.title;
  document.getElementById('chosen-credit').textContent =
    ` by ${item.author.name}, ${item.licence.spdx} (${item.licence.url}), from ${item.source.name}`;
});

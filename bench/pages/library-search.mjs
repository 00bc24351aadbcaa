// Loads the whole library's index with the editor's search module, then waits for
// window.__benchSearch(queries): every prefix of every query (one per keystroke) searched as the
// Illustrations panel does, each timed.
import { loadLibrarySearch } from '/sdk-core/library-search/index.js';

const index = await (await fetch('/library/search-index.json')).text();
const search = loadLibrarySearch(index);

window.__benchSearch = (queries) => {
  const times = [];
  for (const query of queries) {
    for (let length = 1; length <= query.length; length++) {
      const start = performance.now();
      search.find(query.slice(0, length));
      times.push(performance.now() - start);
    }
  }
  return times;
};
window.__benchItems = search.size;

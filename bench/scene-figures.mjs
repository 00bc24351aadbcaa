// Scene figures: the editor and plain fabric (cached and uncached) on the same scenes in one run,
// with the budgets as ratios to plain fabric with caching off.
import { benchAccount } from './creation.mjs';
import { editorScene } from './editor-scene.mjs';
import { plainFabricScene } from './plain-fabric.mjs';
import { buildScene } from './scene.mjs';
import { startStaticServer } from './static-server.mjs';
import { mean, median, quantile } from './stats.mjs';
import { QUICK, iterations } from './quick.mjs';

const FRAMES = iterations(60, 3);
/**
 * Plain fabric with its default caching re-rasterises every object cache on each zoom (about a
 * second a frame at 5,000 items): it runs 20 frames along the same path to keep the run short.
 */
const CACHED_FRAMES = iterations(20, 2);
/**
 * Opens per measurement for the open-time budget (its median), the editor's and plain fabric's in
 * turns; fabric cached opens once (slow).
 */
const OPENS = iterations(5);
const QUICK_ITEMS = 100;

export const SCENES = [
  { name: 'grid-1000', items: 1000, mixed: false, panZoomBudget: 1.0 },
  { name: 'grid-5000', items: 5000, mixed: false, panZoomBudget: 0.5 },
  { name: 'icons-1000', items: 1000, mixed: true, panZoomBudget: 1.0 },
];

/**
 * @param {(name: string, value: number, unit: string, budget?: number) => void} figure
 * @param {{ portal: string, api: string, signOn: string }} urls a running stack
 * @param {string[]} [only] scene names to run (all when empty)
 */
export async function sceneFigures(figure, urls, only = []) {
  // A quick run draws the mixed scene only, with 100 items: the same code (every scene runs the
  // editor and plain fabric alike), in a fraction of the time.
  const scenes = SCENES.filter((scene) =>
    only.length > 0 ? only.includes(scene.name) : !QUICK || scene.mixed,
  ).map((scene) => (QUICK ? { ...scene, items: QUICK_ITEMS } : scene));
  const documents = new Map(
    scenes.map((scene) => [scene.name, buildScene(scene.items, { mixed: scene.mixed }).document]),
  );
  const server = await startStaticServer(documents);
  try {
    for (const scene of scenes) {
      const document = documents.get(scene.name);
      // A token per scene: access tokens live 15 minutes, longer than a scene takes.
      const token = await benchAccount(urls);
      const editor = await editorScene(urls, token, document);
      try {
        // One open first (the API's caches warm up, and plain fabric gets the editor's canvas
        // size and zoom), then the editor and plain fabric without caching take turns, so a
        // machine that slows down or speeds up during the run affects both alike.
        const warmUp = await editor.openOnce();
        const geometry = await editor.geometry(warmUp.page);
        await warmUp.context.close();
        const uncached = await plainFabricScene(server, {
          scene: scene.name,
          caching: false,
          ...geometry,
        });
        try {
          const [editorOpens, uncachedOpens] = await openInTurns([editor, uncached], OPENS);
          const runs = {
            editor: await measureOpened(editor, editorOpens),
            uncached: await measureOpened(uncached, uncachedOpens),
          };
          const cached = await plainFabricScene(server, {
            scene: scene.name,
            caching: true,
            ...geometry,
          });
          try {
            runs.cached = await measureOpened(cached, [await cached.openOnce()], CACHED_FRAMES);
          } finally {
            await cached.close();
          }
          report(figure, scene, runs);
        } finally {
          await uncached.close();
        }
      } finally {
        await editor.close();
      }
    }
  } finally {
    await server.close();
  }
}

/** `count` opens of each scene, taking turns; resolves each scene's list of opened pages. */
async function openInTurns(subjects, count) {
  const opened = subjects.map(() => []);
  for (let round = 0; round < count; round++)
    for (const [index, subject] of subjects.entries()) {
      const result = await subject.openOnce();
      opened[index].push(result);
      // Only the last page of each stays open, for panning, zooming and dragging.
      if (round < count - 1) await result.context.close();
    }
  return opened;
}

/** The median open of `opened` and the pan, zoom and drag figures on the last opened page. */
async function measureOpened(subject, opened, frames = FRAMES) {
  const last = opened[opened.length - 1];
  const figures = await subject.measure(last.page, frames);
  await last.context.close();
  const opens = opened.map((result) => result.open);
  return { ...figures, open: median(opens), opens };
}

function report(figure, scene, runs) {
  const label = `${scene.name} (${scene.items} items${scene.mixed ? ', icons' : ''})`;
  const who = { editor: 'editor', cached: 'fabric cached', uncached: 'fabric no-cache' };
  for (const [key, run] of Object.entries(runs)) {
    figure(`${label} open, ${who[key]}`, run.open, 'ms');
    figure(`${label} pan/zoom median, ${who[key]}`, median(run.panZoom), 'ms');
    figure(`${label} pan/zoom p95, ${who[key]}`, quantile(run.panZoom, 0.95), 'ms');
    figure(`${label} drag frame median, ${who[key]}`, median(run.drag.frames), 'ms');
    figure(`${label} drag frame p95, ${who[key]}`, quantile(run.drag.frames, 0.95), 'ms');
    figure(
      `${label} drag untouched redrawn/frame, ${who[key]}`,
      mean(run.drag.untouchedPerFrame),
      'objects',
    );
  }
  const base = runs.uncached;
  figure(`${label} ratio open editor/no-cache`, runs.editor.open / base.open, 'x', 1.2);
  figure(
    `${label} ratio pan/zoom median editor/no-cache`,
    median(runs.editor.panZoom) / median(base.panZoom),
    'x',
    scene.panZoomBudget,
  );
  figure(
    `${label} ratio pan/zoom median editor/cached`,
    median(runs.editor.panZoom) / median(runs.cached.panZoom),
    'x',
  );
  figure(
    `${label} drag: most redraws of an untouched element in a frame, editor`,
    runs.editor.drag.maxPerObject,
    'renders',
    1,
  );
}

// Scene figures: the editor and plain fabric (cached and uncached) on the same scenes in one run,
// with the budgets as ratios to plain fabric with caching off.
import { benchAccount } from './creation.mjs';
import { measureEditor } from './editor-scene.mjs';
import { measurePlainFabric } from './plain-fabric.mjs';
import { buildScene } from './scene.mjs';
import { startStaticServer } from './static-server.mjs';
import { mean, median, quantile } from './stats.mjs';

const FRAMES = 60;
/**
 * Plain fabric with its default caching re-rasterises every object cache on each zoom (about a
 * second a frame at 5,000 items): it runs 20 frames along the same path to keep the run short.
 */
const CACHED_FRAMES = 20;
/** Opens per measurement for the open-time budget (its median); fabric cached opens once (slow). */
const OPENS = 3;

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
  const scenes = SCENES.filter((scene) => only.length === 0 || only.includes(scene.name));
  const documents = new Map(
    scenes.map((scene) => [scene.name, buildScene(scene.items, { mixed: scene.mixed }).document]),
  );
  const server = await startStaticServer(documents);
  const token = await benchAccount(urls);
  try {
    for (const scene of scenes) {
      const document = documents.get(scene.name);
      const editor = await measureEditor(urls, token, document, { frames: FRAMES, opens: OPENS });
      const plain = {};
      for (const caching of [true, false])
        plain[caching ? 'cached' : 'uncached'] = await measurePlainFabric(server, {
          scene: scene.name,
          caching,
          ...editor.geometry,
          frames: caching ? CACHED_FRAMES : FRAMES,
          opens: caching ? 1 : OPENS,
        });
      report(figure, scene, { editor, cached: plain.cached, uncached: plain.uncached });
    }
  } finally {
    await server.close();
  }
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

// Scientific objects: how long each one's first draw of its sample takes (parse its data file,
// lay it out, write its SVG, draft its alt text, and pass the SVG through the sanitiser the
// renderer runs), from the built @figura/sdk-core. Every kind is drawn cold in turn, then again.
import { loadScientificTools } from '../packages/sdk-core/dist/editor/index.js';
import {
  createFiguraI18n,
  translator,
  whenTranslated,
} from '../packages/sdk-core/dist/i18n/index.js';
import { sanitizeSvg, SCIENTIFIC_TYPES } from '../packages/sdk-core/dist/model/index.js';
import { iterations } from './quick.mjs';
import { quantile } from './stats.mjs';

const ROUNDS = iterations(20, 2);

export async function scientificFigures(figure) {
  const tools = await loadScientificTools();
  // Figura's English as it ships (the package's bundled strings).
  const i18n = createFiguraI18n({ ns: ['common', 'editor'] });
  await whenTranslated(i18n);
  const t = translator(i18n, 'editor');
  const times = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const type of SCIENTIFIC_TYPES) {
      const start = performance.now();
      const element = tools.sampleScientific(type, { left: 0, top: 0 }, `bench-${type}`, t);
      sanitizeSvg(element.svg);
      times.push(performance.now() - start);
    }
  figure('scientific object draw p95', quantile(times, 0.95), 'ms', 50);
}

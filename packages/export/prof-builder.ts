import { BUILDER_COLOR_PAIRS, BUILDER_TEMPLATE_IDS, buildAbstract, initialContentState, minFontSizeFor, withOverflowProblems } from '@figura/sdk-core/builder';
import { bundledFaceFor, PREFLIGHT_PROFILES, preflight } from '@figura/sdk-core/preflight';
import { REALISTIC_ABSTRACTS, withRealisticWords } from '@figura/sdk-core/testing';
import { DRAWING, measuredFace, measuredInter } from './src/testing/builder.ts';
const measureText = measuredInter();
let tBuild = 0, tPre = 0, n = 0;
for (const profile of PREFLIGHT_PROFILES) for (const id of BUILDER_TEMPLATE_IDS) for (const abstract of REALISTIC_ABSTRACTS.slice(0, 8)) {
  const s0 = initialContentState(id, BUILDER_COLOR_PAIRS[0]!.id);
  const state = withRealisticWords({ ...s0, topics: s0.topics.map((t) => ({ ...t, illustration: DRAWING })) }, abstract);
  const size = profile.canvas; const file = profile.files[0]!; const face = bundledFaceFor(profile);
  let t = performance.now();
  const built = buildAbstract(state, size, { minFontSize: minFontSizeFor(profile, size), measureText: face ? measuredFace(face) : measureText, placeholders: false, fontFamily: face });
  tBuild += performance.now() - t; t = performance.now();
  const journal = preflight([built.document], profile, { width: file.width, unit: 'px', dpi: file.dpi, format: file.format });
  withOverflowProblems(journal, built.document, built.overflows, profile);
  tPre += performance.now() - t; n++;
}
console.log(n, 'build', Math.round(tBuild), 'preflight', Math.round(tPre));

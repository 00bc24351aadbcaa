// Runs Figura's one SVG sanitiser over every .svg file under a folder (a library, a lab's own
// drawings) and prints what it would refuse, and why, as JSON:
//   pnpm svg:survey <folder> [--json]
// { "files", "accepted", "refused": [{ "file", "reason" }], "removedElements": { name: count } }
// Refusal means nothing drawable is left, the file is empty, or it is larger than Figura keeps;
// removing a script or an editor's metadata never refuses a file. Run after a build (it uses the
// built sanitiser in packages/sdk-core/dist). Exits 1 when a file is refused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Every .svg file under `folder`, sorted, as paths relative to it. */
export function svgFilesUnder(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.toLowerCase().endsWith('.svg'))
    .sort();
}

/**
 * What the sanitiser does with each file: `sanitizeSvgBytes` is passed in so the unit test runs
 * the source and the command the build.
 */
export function surveySvgFiles(folder, sanitizeSvgBytes) {
  const refused = [];
  const removedElements = {};
  const files = svgFilesUnder(folder);
  for (const file of files) {
    const result = sanitizeSvgBytes(readFileSync(path.join(folder, file)));
    if (result.refused) refused.push({ file, reason: result.refused });
    for (const removal of result.removed)
      if (removal.kind === 'element')
        removedElements[removal.name] = (removedElements[removal.name] ?? 0) + 1;
  }
  return { files: files.length, accepted: files.length - refused.length, refused, removedElements };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
  if (!folder) {
    console.error('usage: pnpm svg:survey <folder>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { sanitizeSvgBytes } = await import(
    pathToFileURL(path.join(root, 'packages/sdk-core/dist/schema/index.js')).href
  );
  const survey = surveySvgFiles(path.resolve(folder), sanitizeSvgBytes);
  console.log(JSON.stringify(survey, null, 2));
  process.exitCode = survey.refused.length > 0 ? 1 : 0;
}

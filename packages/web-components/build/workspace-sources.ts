import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Options } from 'tsup';

type BuildConfig = Options | Options[] | ((...args: never[]) => unknown);

/**
 * A workspace package's entry points as source files, by the specifier hosts import them with
 * (`@figura/sdk-core/editor` -> `<dir>/src/editor/index.ts`): each export of its package.json
 * whose `import` is `./dist/<name>.js`, looked up in its own build's `entry` map (the one list of
 * what it builds).
 */
export function workspaceSources(packageDir: string, build: BuildConfig): Record<string, string> {
  const entry = !Array.isArray(build) && typeof build === 'object' ? build.entry : undefined;
  if (!entry || Array.isArray(entry))
    throw new Error(`workspaceSources: ${packageDir}'s build has no entry map`);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { import?: string }>;
  };
  const sources: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const built = typeof target === 'string' ? undefined : target.import;
    const name = built && /^\.\/dist\/(.+)\.js$/.exec(built)?.[1];
    const source = name ? entry[name] : undefined;
    if (source) sources[manifest.name + subpath.slice(1)] = path.resolve(packageDir, source);
  }
  return sources;
}

// Writes the one list of bundled fonts, read by the editor and by the server export, from the
// installed @fontsource packages (their metadata.json and unicode.json):
//   packages/sdk-core/src/fonts/font-manifest.ts     families, faces, files, unicode ranges (data)
//   packages/react-editor/src/fonts/font-file-urls.ts a URL per WOFF2 file (static imports, so
//                                                     Vite, tsup and the embed build copy the files)
// To add a family: add its @fontsource package to FONT_INPUT below and to the dependencies of
// packages/react-editor and apps/api, install, then run `npm run generate-fonts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** The generator's input. */
export const FONT_INPUT = {
  /**
   * The font menu's families, in menu order; the first is the one new text is set in. Each
   * package's metadata.json gives the family's name and its kind (sans-serif, serif, monospace).
   */
  families: [
    '@fontsource/inter',
    '@fontsource/noto-sans',
    '@fontsource/open-sans',
    // Arial's and Times New Roman's shapes and widths, for journals that name those (Cell, PLOS).
    '@fontsource/arimo',
    '@fontsource/noto-serif',
    '@fontsource/source-serif-4',
    '@fontsource/tinos',
    '@fontsource/jetbrains-mono',
  ],
  /** The same files of each family: Latin, extended Latin and Greek (α, β, µ, Δ). */
  subsets: ['latin', 'latin-ext', 'greek'],
  weights: [400, 700],
  styles: ['normal', 'italic'],
  /**
   * Arrows and mathematical operators (→ ⇌ ≤ ≥ ≈ ∞ ∑ ∫) are in none of the families' subsets: this
   * font joins every family, weight and style for the characters of `blocks` the family's own
   * files lack (so ↑ ↓ − stay the family's).
   */
  symbols: {
    package: '@fontsource/noto-sans-math',
    subset: 'latin',
    weight: 400,
    style: 'normal',
    // Arrows, mathematical operators, supplemental arrows A and B.
    blocks: 'U+2190-21FF,U+2200-22FF,U+27F0-27FF,U+2900-297F',
  },
} as const;

const root = path.resolve(import.meta.dirname, '..');
export const MANIFEST_FILE = path.join(root, 'packages/sdk-core/src/fonts/font-manifest.ts');
export const URLS_FILE = path.join(root, 'packages/react-editor/src/fonts/font-file-urls.ts');

// The packages are read where the editor, which ships their files to browsers, installs them.
const fontRequire = createRequire(path.join(root, 'packages/react-editor/package.json'));

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  category: string;
}

const KINDS: Record<string, 'sans' | 'serif' | 'mono'> = {
  'sans-serif': 'sans',
  serif: 'serif',
  monospace: 'mono',
};

function readPackage(name: string) {
  const json = (file: string) =>
    JSON.parse(readFileSync(fontRequire.resolve(`${name}/${file}`), 'utf8'));
  const metadata = json('metadata.json') as FontsourceMetadata;
  const ranges = json('unicode.json') as Record<string, string>;
  const { version } = json('package.json') as { version: string };
  /** The file names of one face, after checking the package has it. */
  const files = (subset: string, weight: number, style: string) => {
    const missing = [
      !metadata.subsets.includes(subset) && `subset ${subset}`,
      !metadata.weights.includes(weight) && `weight ${weight}`,
      !metadata.styles.includes(style) && `style ${style}`,
      !ranges[subset] && `a unicode range for ${subset}`,
    ].filter(Boolean);
    if (missing.length > 0) throw new Error(`${name} has no ${missing.join(', ')}`);
    const base = `${metadata.id}-${subset}-${weight}-${style}`;
    for (const ext of ['woff2', 'woff']) fontRequire.resolve(`${name}/files/${base}.${ext}`);
    // Its WOFF twin (the server's, woffFile) is checked above, not listed: the manifest is in
    // the editor's first frame.
    return { unicodeRange: ranges[subset]!, woff2: `${base}.woff2` };
  };
  return { metadata, version, files };
}

type Intervals = [number, number][];

const parseRange = (range: string): Intervals =>
  range.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start!, 16), parseInt(end!, 16)];
  });

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

const formatRange = (intervals: Intervals): string =>
  intervals
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',');

/** The code points of `blocks` that none of `taken` covers, as sorted intervals. */
function subtractRanges(blocks: Intervals, taken: Intervals): Intervals {
  const left: Intervals = [];
  for (const [blockStart, blockEnd] of blocks) {
    let start = blockStart;
    for (const [takenStart, takenEnd] of [...taken].sort((a, b) => a[0] - b[0])) {
      if (takenEnd < start || takenStart > blockEnd) continue;
      if (takenStart > start) left.push([start, takenStart - 1]);
      start = Math.max(start, takenEnd + 1);
    }
    if (start <= blockEnd) left.push([start, blockEnd]);
  }
  return left;
}

/** The manifest's data: families with their faces, and the math font. */
export function buildFontManifest() {
  const families = FONT_INPUT.families.map((name) => {
    const { metadata, version, files } = readPackage(name);
    const kind = KINDS[metadata.category];
    if (!kind) throw new Error(`${name} is ${metadata.category}: the menu has sans, serif, mono`);
    const faces = FONT_INPUT.subsets.flatMap((subset) =>
      FONT_INPUT.weights.flatMap((weight) =>
        FONT_INPUT.styles.map((style) => ({
          subset,
          weight,
          style,
          ...files(subset, weight, style),
        })),
      ),
    );
    const own = faces.flatMap((face) => parseRange(face.unicodeRange));
    const symbolRange = formatRange(subtractRanges(parseRange(FONT_INPUT.symbols.blocks), own));
    return { name: metadata.family, kind, package: name, version, faces, symbolRange };
  });
  const { symbols } = FONT_INPUT;
  const math = readPackage(symbols.package);
  const { woff2 } = math.files(symbols.subset, symbols.weight, symbols.style);
  const symbolFont = {
    name: math.metadata.family,
    package: symbols.package,
    version: math.version,
    woff2,
  };
  return { families, symbolFont };
}

const HEADER = `// Generated by scripts/generate-font-manifest.ts from the installed @fontsource packages. Do not
// edit: change that script's input and run \`npm run generate-fonts\`.
`;

const identifier = (file: string) =>
  file.replace(/\.woff2$/, '').replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** Both generated modules, formatted as committed. */
export async function generateFontModules(): Promise<{ manifest: string; urls: string }> {
  const { families, symbolFont } = buildFontManifest();
  // Every family has the same subsets, weights and styles, files named alike: the module lists
  // each family's unicode ranges (shared ones once) and builds its faces, a quarter of the bytes
  // of the faces written out (the manifest is in the embed's first frame).
  const ranges = [
    ...new Set(families.flatMap((family) => family.faces.map((f) => f.unicodeRange))),
  ];
  const { subsets, weights, styles } = FONT_INPUT;
  for (const family of families) {
    const id = family.faces[0]!.woff2.split(`-${subsets[0]}-`)[0]!;
    const built = subsets.flatMap((subset) =>
      weights.flatMap((weight) =>
        styles.map((style) => `${id}-${subset}-${weight}-${style}.woff2`),
      ),
    );
    if (JSON.stringify(built) !== JSON.stringify(family.faces.map((face) => face.woff2)))
      throw new Error(`${family.package}: its files are not named <id>-<subset>-<weight>-<style>`);
  }
  const familySource = families.map((family) => {
    const id = family.faces[0]!.woff2.split(`-${subsets[0]}-`)[0]!;
    const own = subsets.map((subset) =>
      ranges.indexOf(family.faces.find((face) => face.subset === subset)!.unicodeRange),
    );
    const { faces: _faces, ...rest } = family;
    const fields = Object.entries(rest).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    return `{ ${fields.join(', ')}, faces: faces(${JSON.stringify(id)}, [${own.join(', ')}]) }`;
  });
  const manifest = `${HEADER}import type { BundledFontFamily, BundledFontFileFace, SymbolFont } from './types';

/** The unicode ranges of the families' subsets, each once. */
const RANGES = ${JSON.stringify(ranges, null, 2)};

/** A family's files: each subset (its range in RANGES) in each weight and style. */
function faces(id: string, subsetRanges: readonly number[]): BundledFontFileFace[] {
  return (${JSON.stringify(subsets)} as const).flatMap((subset, index) =>
    (${JSON.stringify(weights)} as const).flatMap((weight) =>
      (${JSON.stringify(styles)} as const).map((style) => ({
        subset,
        weight,
        style,
        unicodeRange: RANGES[subsetRanges[index]!]!,
        woff2: \`\${id}-\${subset}-\${weight}-\${style}.woff2\`,
      })),
    ),
  );
}

/** The font menu's families, in menu order; new text is set in the first. */
export const FONT_FAMILIES: readonly BundledFontFamily[] = [
${familySource.join(',\n')},
];

/** Joins every family, weight and style for the characters of the family's \`symbolRange\`. */
export const SYMBOL_FONT: SymbolFont = ${JSON.stringify(symbolFont, null, 2)};
`;
  const files = new Map<string, string>();
  for (const family of families)
    for (const face of family.faces) files.set(face.woff2, `${family.package}/files/${face.woff2}`);
  files.set(symbolFont.woff2, `${symbolFont.package}/files/${symbolFont.woff2}`);
  const imports = [...files].map(
    ([file, specifier]) => `import ${identifier(file)} from '${specifier}';`,
  );
  const entries = [...files.keys()].map((file) => `'${file}': ${identifier(file)},`);
  const urls = `${HEADER}// Each import is a URL: the bundler copies the file (Vite assets; esbuild's \`file\` loader in the
// embed) and the browser fetches it only when a text on the slide needs it.
${imports.join('\n')}

const FILES: Readonly<Record<string, string>> = {
${entries.join('\n')}
};

/**
 * The URL of a bundled WOFF2 file, by its name in the font manifest. Vite gives root-relative
 * URLs ("/assets/…"), esbuild paths relative to the output chunk ("../fonts/…"): resolving against
 * this module's URL serves both, so the embed fetches its fonts next to its script.
 */
export function fontFileUrl(file: string): string {
  const url = FILES[file];
  if (url === undefined) throw new Error(\`Figura: no bundled font file \${file}\`);
  return new URL(url, import.meta.url).href;
}
`;
  const formatted = async (source: string, file: string) =>
    format(source, { ...(await resolveConfig(file)), filepath: file });
  return {
    manifest: await formatted(manifest, MANIFEST_FILE),
    urls: await formatted(urls, URLS_FILE),
  };
}

if (import.meta.main) {
  const { manifest, urls } = await generateFontModules();
  writeFileSync(MANIFEST_FILE, manifest);
  writeFileSync(URLS_FILE, urls);
  console.log(`wrote ${path.relative(root, MANIFEST_FILE)} and ${path.relative(root, URLS_FILE)}`);
}

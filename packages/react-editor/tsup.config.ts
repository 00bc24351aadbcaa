import { writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/build-declarations';
import { STYLESHEET_FILE } from './src/shell/stylesheet-file';

// The entries. `fonts`: prefetchFontCode alone, for hosts that load fonts before the editor's code.
// `i18n`: the React side of the i18n set-up, for apps that translate their own pages too.
// `gallery`: the gallery filter's provider alone, for pages that show the gallery and no editor.
// `breadcrumbs`: the breadcrumbs trail's provider alone, for pages that show a trail.
// `builder`: the graphical-abstract builder, for pages that show it without the editor.
// `viewer`: a read-only look at a creation, for pages that show creations without the editor.
// `boundary`: FailureBoundary and lazyPart, for pages that load their parts lazily.
const entry = {
  index: 'src/index.ts',
  fonts: 'src/fonts/font-face.ts',
  i18n: 'src/i18n/index.ts',
  gallery: 'src/gallery/index.ts',
  breadcrumbs: 'src/breadcrumbs/index.ts',
  builder: 'src/builder/index.ts',
  viewer: 'src/viewer/index.ts',
  boundary: 'src/ui/boundary.ts',
};

export default defineConfig({
  entry,
  format: ['esm'],
  // TypeScript 7 writes the declarations (scripts/build-declarations.ts).
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Code splitting keeps the icon picker, its icon buckets (written by scripts/generate-icon-chunks.ts
  // from the @iconify-json sets, build-time dependencies) and the fonts module in lazy chunks.
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'fabric', /^@figura\/sdk-core/],
  // The editor's styles as a file (exported as `./styles.css`), from the same source as the sheets
  // it adopts at run time.
  async onSuccess() {
    writeFileSync('dist/styles.css', STYLESHEET_FILE);
    buildDeclarations({ packageDir: '.', entries: entry });
  },
});

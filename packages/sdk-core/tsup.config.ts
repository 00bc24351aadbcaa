import { defineConfig } from 'tsup';
import { buildDeclarations } from '../../scripts/build-declarations';

const entry = {
  index: 'src/index.ts',
  'schema/index': 'src/schema/index.ts',
  // The HTTP contract and the product rules alone: the sign-on and billing sites read only these.
  'contract/index': 'src/schema/contract/index.ts',
  'rules/index': 'src/schema/rules/index.ts',
  'model/index': 'src/model/index.ts',
  'render/index': 'src/render/index.ts',
  'api/index': 'src/api/index.ts',
  'library-search/index': 'src/library-search/index.ts',
  // The graphical-abstract builder's core (no zod: the builder's first frame loads it).
  'builder/index': 'src/builder/index.ts',
  'preflight/index': 'src/preflight/index.ts',
  'session/index': 'src/session/index.ts',
  'stores/index': 'src/stores/index.ts',
  'arrange/index': 'src/arrange/index.ts',
  'editor/index': 'src/editor/index.ts',
  'i18n/index': 'src/i18n/index.ts',
  'testing/index': 'src/testing/index.ts',
  'fonts/index': 'src/fonts/index.ts',
  // The design tokens every site is drawn with (no dependencies).
  'design/index': 'src/design/index.ts',
  // The ISO country codes alone: the profile form loads them, not every page with the plans.
  'countries/index': 'src/schema/rules/countries.ts',
  // Molecules (openchemlib, about 1 MB): the editor imports it on demand, never in a first frame.
  'chemistry/index': 'src/chemistry/index.ts',
  // The translation-file loader without i18next ("./i18n/files"): <figura-editor>'s small
  // module fetches its strings early with it and leaves i18next to the editor's code.
  'i18n/locale-files': 'src/i18n/locale-files.ts',
  // The builder's frame mode: its postMessage protocol and origin checks (no dependencies).
  'frame/index': 'src/frame/index.ts',
  // A read-only look at a creation (<figura-viewer>).
  'viewer/index': 'src/viewer/index.ts',
  // Co-editing: the slide <-> Y.Doc mapping and room names (the API's rooms use it too).
  'collab/index': 'src/collab/index.ts',
};

export default defineConfig({
  entry,
  format: ['esm'],
  // TypeScript 7 writes the declarations (scripts/build-declarations.ts): tsup's took 40 s.
  dts: false,
  onSuccess: async () => buildDeclarations({ packageDir: '.', entries: entry }),
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['fabric'],
});

// The custom-elements manifest (dist/custom-elements.json, package.json "customElements"):
// tags, attributes, events and CSS properties of the elements, for IDEs and hosts' tooling.
// Written from the elements' JSDoc by `pnpm build` (cem analyze).
export default {
  globs: [
    'src/figura-editor.ts',
    'src/figura-gallery.ts',
    'src/builder/figura-abstract-builder.ts',
    'src/viewer/figura-viewer.ts',
    'src/api-element.ts',
    'src/register.ts',
  ],
  outdir: 'dist',
  plugins: [
    {
      // The elements dispatch their events through one helper (`emit(type, …)`); the analyzer
      // takes its parameter for an event named "type". The real ones are the @fires tags.
      name: 'figura-named-events-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules)
          for (const declaration of module.declarations ?? [])
            if (declaration.events)
              declaration.events = declaration.events.filter((event) =>
                event.name?.startsWith('figura-'),
              );
      },
    },
  ],
};

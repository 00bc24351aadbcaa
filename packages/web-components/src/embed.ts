// The standalone journal embed (dist/embed/figura-editor.js): React, fabric and the editor bundled,
// elements (<figura-editor>, <figura-gallery>, <figura-abstract-builder>, <figura-viewer>)
// registered on load. <script type="module" src=".../figura-editor.js"></script>
import { runInputEffectsAtOnce } from './preact-runtime';
import { setEmbedLocalesUrl } from './locales-url';
import { setEmbedChunks } from './preload';
import { defineFiguraElements } from './register';

runInputEffectsAtOnce();
// The embed build replaces the string with the chunks of the element's lazily loaded parts.
setEmbedChunks(import.meta.url, '__FIGURA_EMBED_CHUNKS__');
setEmbedLocalesUrl(import.meta.url);
defineFiguraElements();

export { FiguraEditorElement } from './figura-editor';
export { FiguraGalleryElement } from './figura-gallery';
export { FiguraAbstractBuilderElement } from './builder/figura-abstract-builder';
export { FiguraViewerElement } from './viewer/figura-viewer';
export { defineFiguraElements };

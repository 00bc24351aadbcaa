// The standalone journal embed (dist/embed/figura-editor.js): React, fabric and the editor bundled,
// elements registered on load. <script type="module" src=".../figura-editor.js"></script>
import { defineFiguraElements } from './register';

defineFiguraElements();

export { FiguraEditorElement } from './figura-editor';
export { defineFiguraElements };

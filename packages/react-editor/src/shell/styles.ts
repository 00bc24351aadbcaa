import { SLIDES_CSS } from '../slides/styles';
import { ARRANGE_CSS } from './arrange-styles';
import { CANVAS_TOOLS_CSS } from '../canvas-tools/styles';
import { addStyleSheet } from '../ui/stylesheet';
import { BASE_CSS } from '../ui/base-styles';
import { DIALOG_CSS } from '../ui/dialog-styles';
import { COLLAB_CSS } from '../collab/collab-styles';
import { PRESENCE_CSS } from '../collab/presence-styles';

/**
 * The editor's first frame's rules: the shared base (ui/base-styles.ts), the dialog's and the
 * parts always shown. Lazily loaded parts bring their own (useStyleSheet).
 */
export const EDITOR_CSS: string = `${BASE_CSS}${SLIDES_CSS}${ARRANGE_CSS}${DIALOG_CSS}${CANVAS_TOOLS_CSS}${COLLAB_CSS}${PRESENCE_CSS}`;

/**
 * Adds the editor's styles to `doc` once (each iframe or popup document gets its own copy), as a
 * stylesheet a strict Content-Security-Policy allows (see ./stylesheet.ts). `nonce`: the host's
 * style nonce, used only where the browser needs a <style> element.
 */
export function injectEditorStyles(doc: Document, nonce?: string): void {
  addStyleSheet(doc, 'editor', EDITOR_CSS, nonce);
}

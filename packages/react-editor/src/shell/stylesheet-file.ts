import { ADD_CSS } from '../add/add-styles';
import { COMMENTS_CSS, SHARE_CSS } from '../collab/collab-styles';
import { EXPORT_CSS } from '../export/export-styles';
import { EDITOR_CSS } from './styles';

/**
 * Every stylesheet the editor adds to a page, as one file: the build writes it to
 * dist/styles.css (`@figura/react-editor/styles.css`; the embed ships it as figura-editor.css)
 * for hosts that would rather link the styles than rely on the sheets the editor adopts.
 */
export const STYLESHEET_FILE =
  [EDITOR_CSS, ADD_CSS, EXPORT_CSS, SHARE_CSS, COMMENTS_CSS].map((css) => css.trim()).join('\n') +
  '\n';

/** Styles of the Download dialog (scoped like EDITOR_CSS). */
export const EXPORT_CSS = `
.figura-root .figura-download { width: min(420px, 92vw); display: flex; flex-direction: column; }
/* The form scrolls under the title, and Download stays in view at its foot (on a 720 px screen
   a credits notice pushed it below the dialog's edge). The actions' negative margins and bottom
   undo the form's padding (figura-panel-body: 8px 12px), so they span the dialog's width. */
.figura-root .figura-download > form { min-height: 0; }
.figura-root .figura-download fieldset { border: 0; padding: 0; margin: 0 0 8px; }
.figura-root .figura-download legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
.figura-root .figura-download-row { display: flex; align-items: center; gap: 8px; }
.figura-root .figura-download-row label { min-width: 120px; }
.figura-root .figura-download-row .figura-input { flex: 0 1 110px; min-width: 64px; }
.figura-root .figura-hint { margin: 2px 0; color: var(--figura-muted); font-size: 12px; }
.figura-root .figura-download-fix { display: flex; margin: 4px 0 6px; }
.figura-root .figura-download progress { width: 100%; }
.figura-root .figura-download-error { margin: 0; color: var(--figura-danger); }
.figura-root .figura-download-watermark { margin: 0 0 8px; padding: 6px 8px; border-radius: var(--figura-radius); background: var(--figura-warning-bg); }
.figura-root .figura-download-plan .figura-hint { margin: 0 0 8px; }
.figura-root .figura-download-credits { margin: 0 0 8px; overflow-wrap: anywhere; }
.figura-root .figura-download-credits p { margin: 0 0 6px; }
.figura-root .figura-download-actions {
  display: flex; justify-content: flex-end; gap: 8px; position: sticky; bottom: -8px;
  margin: 8px -12px -8px; padding: 8px 12px; background: var(--figura-bg);
  border-top: 1px solid var(--figura-border);
}
`;

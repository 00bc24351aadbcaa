/** The modal dialog's backdrop and card (ui/Dialog.tsx; scoped like EDITOR_CSS). */
export const DIALOG_CSS = `
.figura-root .figura-dialog-backdrop {
  /* Held from the top, not centred: a dialog whose fields change (a format's options) keeps
     its place instead of moving up and down. */
  position: fixed; inset: 0; display: flex; align-items: flex-start; justify-content: center;
  padding-top: min(8vh, 72px); background: var(--figura-scrim); z-index: 1000;
}
.figura-root .figura-dialog {
  max-width: min(520px, 92vw); max-height: 85vh; overflow: auto; padding: 0;
  background: var(--figura-bg); border-radius: var(--figura-radius-card); box-shadow: var(--figura-shadow-overlay);
}
.figura-root .figura-part-failed { padding: 16px 20px; }
`;

// The collaboration parts' styles: what the first frame shows (the view-only badge, the comment
// markers over the canvas, small helpers) in COLLAB_CSS; the Share dialog's and the Comments
// panel's rules arrive with those lazily loaded parts (useStyleSheet), off the first load.
export const COLLAB_CSS: string = `
.figura-root .figura-visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.figura-root .figura-link {
  background: none; border: none; padding: 0; color: var(--figura-accent); cursor: pointer;
  font: inherit; font-size: 12px; text-decoration: underline;
}
.figura-root .figura-error { color: #b42318; }
.figura-root .figura-comment-markers { position: absolute; inset: 0; pointer-events: none; z-index: 2; }
.figura-root .figura-comment-marker {
  position: absolute; pointer-events: auto; min-width: 22px; height: 22px; padding: 0 6px;
  border-radius: 11px 11px 11px 2px; border: 2px solid #fff; background: #f79009; color: #fff;
  font: 600 12px/18px system-ui, sans-serif; cursor: pointer; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.35);
}
.figura-root .figura-comment-marker:focus-visible { outline: 2px solid var(--figura-focus); outline-offset: 2px; }
.figura-root .figura-readonly-badge {
  font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #e0eaff; color: #1d2b6b;
}
`;

/** The Share dialog (collab/ShareDialog.tsx). */
export const SHARE_CSS: string = `
.figura-root .figura-share { width: min(480px, 92vw); }
.figura-root .figura-share-body { padding: 12px 16px 16px; display: flex; flex-direction: column; gap: 8px; }
.figura-root .figura-share-form { display: grid; grid-template-columns: auto 1fr; gap: 6px 8px; align-items: center; }
.figura-root .figura-share-form button { grid-column: 2; justify-self: start; }
.figura-root .figura-share-notify { grid-column: 2; display: flex; gap: 6px; align-items: center; }
.figura-root .figura-share-heading { margin: 8px 0 0; font-size: 13px; }
.figura-root .figura-share-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.figura-root .figura-share-row { display: flex; gap: 8px; align-items: center; }
.figura-root .figura-share-who { flex: 1; min-width: 0; display: flex; flex-direction: column; overflow-wrap: anywhere; }
.figura-root .figura-share-email { color: var(--figura-muted); font-size: 12px; }
.figura-root .figura-share-pending {
  align-self: flex-start; font-size: 11px; padding: 0 6px; border-radius: 8px;
  background: #fef0c7; color: #7a2e0e;
}
`;

/** The Comments panel (collab/CommentsPanel.tsx). */
export const COMMENTS_CSS: string = `
.figura-root .figura-comments-body { padding: 8px 12px; overflow: auto; display: flex; flex-direction: column; gap: 8px; }
.figura-root .figura-comment-toggle { display: flex; gap: 6px; align-items: center; font-size: 13px; }
.figura-root .figura-comment-form { display: flex; flex-direction: column; gap: 4px; }
.figura-root .figura-comment-form textarea { resize: vertical; min-height: 44px; font: inherit; }
.figura-root .figura-comment-actions { display: flex; gap: 10px; align-items: center; }
.figura-root .figura-comment-threads { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.figura-root .figura-comment-thread { border: 1px solid var(--figura-border); border-radius: 6px; padding: 8px; }
.figura-root .figura-comment-thread[data-checked="true"] { opacity: 0.7; }
.figura-root .figura-comment-thread[data-focused="true"] { border-color: var(--figura-accent); }
.figura-root .figura-comment-place { margin: 0 0 4px; font-size: 12px; color: var(--figura-muted); display: flex; gap: 6px; }
.figura-root .figura-comment-resolved { font-weight: 600; }
.figura-root .figura-comment { padding: 4px 0; }
.figura-root .figura-comment + .figura-comment { border-top: 1px solid var(--figura-border); }
.figura-root .figura-comment-author { margin: 0; font-weight: 600; font-size: 12px; }
.figura-root .figura-comment-time { margin-left: 4px; font-weight: 400; color: var(--figura-muted); font-variant-numeric: tabular-nums; }
.figura-root .figura-comment-text { margin: 2px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

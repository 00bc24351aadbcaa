// Figura's components as CSS, one source for every site: the portal adopts it as a stylesheet,
// the sign-on and billing sites put it in their pages' style. Every rule sits inside :where(), so
// it weighs nothing: a page's own rule always wins without a fight over specificity. It reads the
// tokens as --figura-* custom properties (cssCustomProperties('--figura-')).
//
// Controls outside the editor (which draws its own inside .editor-host and .figura-root):
//   .button (.primary, .danger, .quiet, .small), .link-button, .icon-button
//   .field (a label above its control) with .field-hint and .field-error; .checkbox (a label holding its box)
//   .card, .card-title; .badge (.accent, .success, .warning, .danger); .alert (.error, .success, .warning)
//   .empty-state with .empty-state-picture; .menu (a list of actions under a button)
//   .table (rows with hairlines, a caption above); .tabs; .visually-hidden (read out, not shown); plain inputs, selects, textareas, fieldsets and checkboxes.
//   .dialog (a native <dialog> opened with showModal()) with .dialog-body, .dialog-title, .dialog-actions
//   .toast (a short message at the foot of the window, with at most one action)

import { cssCustomProperties } from './tokens';

const OUTSIDE_EDITOR = ':not(:where(.editor-host *, .figura-root *))';
const TEXT_CONTROLS =
  "input:not([type='checkbox'], [type='radio'], [type='range'], [type='color'], [type='file'], [type='hidden']), select, textarea";

export const COMPONENT_CSS = `
:where(${TEXT_CONTROLS})${OUTSIDE_EDITOR} {
  box-sizing: border-box; max-width: 100%; min-height: 40px; padding: 0 var(--figura-space-3);
  border: 1px solid var(--figura-control-border); border-radius: var(--figura-radius-control);
  background: var(--figura-bg); color: var(--figura-fg); font: inherit; font-size: var(--figura-text-md);
}
:where(textarea)${OUTSIDE_EDITOR} { padding: var(--figura-space-2) var(--figura-space-3); min-height: 5rem; line-height: 1.5; }
:where(${TEXT_CONTROLS})${OUTSIDE_EDITOR}:where(:hover) { border-color: var(--figura-fg); }
:where(input[type='checkbox'], input[type='radio'])${OUTSIDE_EDITOR} {
  width: 18px; height: 18px; margin: 0; accent-color: var(--figura-accent);
}
:where(fieldset)${OUTSIDE_EDITOR} {
  margin: 0; padding: var(--figura-space-3) var(--figura-space-4); min-width: 0;
  border: 1px solid var(--figura-line); border-radius: var(--figura-radius-card);
}
:where(legend)${OUTSIDE_EDITOR} { padding: 0 var(--figura-space-1); font-weight: 600; }

:where(.button) {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--figura-space-2);
  min-height: 40px; padding: 0 var(--figura-space-4); border: 1px solid var(--figura-border);
  border-radius: var(--figura-radius-control); background: var(--figura-bg); color: var(--figura-fg);
  font: inherit; font-weight: 600; font-size: var(--figura-text-sm); line-height: 1.2;
  text-decoration: none; cursor: pointer;
}
:where(.button):where(:hover) { border-color: var(--figura-accent); }
:where(.button.primary) { background: var(--figura-accent); border-color: var(--figura-accent); color: var(--figura-accent-fg); }
:where(.button.primary):where(:hover) { filter: brightness(0.92); }
:where(.button.danger) { background: var(--figura-danger); border-color: var(--figura-danger); color: #fff; }
:where(.button.quiet) { border-color: transparent; background: transparent; color: var(--figura-accent); }
:where(.button.quiet):where(:hover) { background: var(--figura-surface); border-color: transparent; }
:where(.button.small) { min-height: 32px; padding: 0 var(--figura-space-3); font-weight: 500; }
:where(.button):where(:disabled, [aria-disabled='true']) { opacity: 0.6; cursor: not-allowed; filter: none; }
:where(.link-button) {
  padding: 0; border: 0; background: none; color: var(--figura-accent); font: inherit;
  text-decoration: underline; cursor: pointer;
}
:where(.icon-button) {
  display: inline-grid; place-items: center; width: 36px; height: 36px; padding: 0;
  border: 1px solid transparent; border-radius: var(--figura-radius-control); background: transparent;
  color: var(--figura-fg); cursor: pointer;
}
:where(.icon-button):where(:hover, [aria-expanded='true']) { background: var(--figura-surface); border-color: var(--figura-line); }

:where(.field) { display: grid; gap: var(--figura-space-1); min-width: 0; }
:where(.field > input, .field > select, .field > textarea) { width: 100%; }
:where(.field > label, .field > .field-label) { font-weight: 600; font-size: var(--figura-text-sm); }
:where(.field-hint) { margin: 0; color: var(--figura-muted); font-size: var(--figura-text-sm); }
:where(.field-error) { margin: 0; color: var(--figura-danger); font-size: var(--figura-text-sm); font-weight: 600; }
:where(.field-error:empty) { display: none; }
:where(label.checkbox) { display: flex; align-items: center; gap: var(--figura-space-2); cursor: pointer; }

:where(.card) {
  padding: var(--figura-space-6); border: 1px solid var(--figura-line); border-radius: var(--figura-radius-card);
  background: var(--figura-bg); box-shadow: var(--figura-shadow-raised);
}
@media (max-width: 480px) { :where(.card) { padding: var(--figura-space-4); } }
:where(.card-title) { margin: 0 0 var(--figura-space-4); font-size: var(--figura-text-lg); line-height: 1.3; }

:where(.badge) {
  display: inline-flex; align-items: center; padding: 2px var(--figura-space-2); border-radius: 999px;
  background: var(--figura-surface); color: var(--figura-fg); font-size: var(--figura-text-xs);
  font-weight: 600; line-height: 1.5; white-space: nowrap;
}
:where(.badge.accent) { background: var(--figura-brand-sky); color: var(--figura-brand-navy); }
:where(.badge.success) { background: var(--figura-success-bg); color: var(--figura-success); }
:where(.badge.warning) { background: var(--figura-warning-bg); color: var(--figura-fg); }
:where(.badge.danger) { background: var(--figura-danger-bg); color: var(--figura-danger); }

:where(.alert) {
  margin: 0; padding: var(--figura-space-3) var(--figura-space-4); border-left: 4px solid var(--figura-accent);
  border-radius: var(--figura-radius-control); background: var(--figura-surface); color: var(--figura-fg);
  overflow-wrap: anywhere;
}
:where(.alert:empty) { display: none; }
:where(.alert.error) { border-color: var(--figura-danger); background: var(--figura-danger-bg); color: var(--figura-danger); }
:where(.alert.success) { border-color: var(--figura-success); background: var(--figura-success-bg); color: var(--figura-success); }
:where(.alert.warning) { border-color: #b7791f; background: var(--figura-warning-bg); }

:where(.empty-state) {
  display: grid; justify-items: center; gap: var(--figura-space-3); padding: var(--figura-space-8) var(--figura-space-4);
  border: 1px dashed var(--figura-border); border-radius: var(--figura-radius-card); color: var(--figura-muted); text-align: center;
}
:where(.empty-state-picture) { width: 96px; height: auto; }
:where(.empty-state > h2, .empty-state > h3) { margin: 0; color: var(--figura-fg); font-size: var(--figura-text-lg); }
:where(.empty-state > p) { margin: 0; max-width: 32rem; }

:where(.menu) {
  position: absolute; z-index: 20; display: grid; min-width: 12rem; margin: 0; padding: var(--figura-space-1);
  list-style: none; border: 1px solid var(--figura-line); border-radius: var(--figura-radius-control);
  background: var(--figura-bg); box-shadow: var(--figura-shadow-overlay);
}
:where(.menu [role='menuitem']) {
  display: block; width: 100%; padding: var(--figura-space-2) var(--figura-space-3); border: 0;
  border-radius: 4px; background: none; color: var(--figura-fg); font: inherit; font-size: var(--figura-text-sm);
  text-align: left; text-decoration: none; cursor: pointer;
}
:where(.menu [role='menuitem']):where(:hover, :focus) { background: var(--figura-surface); outline: none; }
:where(.menu [role='menuitem'].danger) { color: var(--figura-danger); }
:where(.menu [role='separator']) { height: 1px; margin: var(--figura-space-1) 0; background: var(--figura-line); }

:where(.table) { width: 100%; border-collapse: collapse; font-size: var(--figura-text-sm); }
:where(.table caption) { padding-bottom: var(--figura-space-2); font-weight: 600; text-align: left; }
:where(.table th, .table td) {
  padding: var(--figura-space-2) var(--figura-space-3); border-bottom: 1px solid var(--figura-line); text-align: left;
}
:where(.table thead th) { color: var(--figura-muted); font-weight: 600; }

:where(.tabs) { display: flex; gap: var(--figura-space-1); border-bottom: 1px solid var(--figura-line); }
:where(.tabs [role='tab'], .tabs > a) {
  padding: var(--figura-space-2) var(--figura-space-3); border: 0; border-bottom: 3px solid transparent;
  background: none; color: var(--figura-muted); font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
:where(.tabs [role='tab'][aria-selected='true'], .tabs > a[aria-current='page']) {
  border-bottom-color: var(--figura-accent); color: var(--figura-fg);
}
:where(dialog.dialog) {
  width: min(40rem, calc(100vw - 2rem)); max-height: calc(100dvh - 2rem); padding: 0; border: 0;
  border-radius: var(--figura-radius-card); background: var(--figura-bg); color: var(--figura-fg);
  box-shadow: var(--figura-shadow-overlay);
}
:where(dialog.dialog)::backdrop { background: var(--figura-scrim); }
:where(.dialog-body) { padding: var(--figura-space-6); }
@media (max-width: 480px) { :where(.dialog-body) { padding: var(--figura-space-4); } }
:where(.dialog-title) { margin: 0 0 var(--figura-space-4); font-size: var(--figura-text-lg); line-height: 1.3; }
:where(.dialog-actions) {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--figura-space-2); margin-top: var(--figura-space-6);
}

:where(.toast) {
  position: fixed; z-index: 30; bottom: var(--figura-space-6); left: 50%; transform: translateX(-50%);
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--figura-space-2) var(--figura-space-4);
  width: max-content; max-width: calc(100vw - 2rem); padding: var(--figura-space-3) var(--figura-space-4);
  border-radius: var(--figura-radius-card); background: var(--figura-brand-navy); color: #fff;
  box-shadow: var(--figura-shadow-overlay);
}
:where(.toast .link-button) { color: var(--figura-brand-sky); font-weight: 600; }

:where(.visually-hidden) {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
`;

/**
 * A whole page's CSS for the sites that show one card in the middle of the page (the sign-on
 * and billing sites, the local identity providers): the tokens as --figura-* properties, the
 * components, and that layout. `width` is the card's.
 */
export function cardPageCss(width = '26rem'): string {
  return `
:root { color-scheme: light;
${cssCustomProperties('--figura-')}
}
${COMPONENT_CSS}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--figura-surface);
  font: 16px/1.5 var(--figura-font); color: var(--figura-fg); }
main { width: min(${width}, calc(100vw - 2rem)); margin: var(--figura-space-4) 0; padding: clamp(1rem, 5vw, 2rem);
  background: var(--figura-bg); border-radius: var(--figura-radius-card); box-shadow: var(--figura-shadow-overlay); }
h1 { margin: 0 0 1.25rem; font-size: var(--figura-text-xl); line-height: 1.25; }
h2 { font-size: var(--figura-text-lg); }
a { color: var(--figura-accent); }
:focus-visible { outline: 3px solid var(--figura-focus); outline-offset: 2px; }
.field { margin-bottom: var(--figura-space-4); }
.field > input, .field > select { min-width: 0; }
fieldset { margin: 0 0 var(--figura-space-4); }
.alert { margin-bottom: var(--figura-space-4); }
button[type="submit"].primary { width: 100%; min-height: 44px; font-size: var(--figura-text-md); }
`;
}

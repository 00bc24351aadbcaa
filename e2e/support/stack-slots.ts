// Which ports each browser-test file's stack uses: its place in this list. One list, so two files
// can never share ports (add a new file's name at the end).
export const STACK_SLOTS = [
  'journey',
  'embed',
  'conflict',
  'fonts',
  'slides',
  'arrange',
  'camera',
  'element-types',
  'text',
  'connectors',
  'export-formats',
  'clipboard-layers',
  'canvas',
  'csp',
  'isolation',
  'gallery',
  'library-panel',
  'charts',
  'molecules',
  'download-dialog',
  'alt-text',
  'preflight',
  'abstract-builder',
  'abstract-builder-frame',
  'viewer',
  'trash-and-history',
  'files',
  'sharing-comments',
  'co-editing',
  'plan-limits',
  'billing',
  'teams',
  'saml',
  'session-inactivity',
  'orders',
  'social-sign-in',
  'accessibility',
  'keyboard',
  'pseudo-locale',
  'page-tags',
  'support-chat',
  'tracking',
  'data-cache',
  'steady-canvas',
  'account',
  'scientific-objects',
  // The two stacks the files without options share, one per test worker, and those the files
  // asking for the same settings share (shared-stacks.ts).
  'shared-1',
  'shared-2',
  'shared-3',
  'shared-4',
  'shared-5',
  'shared-6',
  'shared-7',
  'shared-8',
] as const;

export type StackSlot = (typeof STACK_SLOTS)[number];

if (new Set(STACK_SLOTS).size !== STACK_SLOTS.length)
  throw new Error('A name appears twice in STACK_SLOTS: two test files would share ports');

/** The port offset of `slot`'s stack (and of its journal server). */
export function slotOffset(slot: StackSlot): number {
  const offset = STACK_SLOTS.indexOf(slot);
  if (offset < 0) throw new Error(`No stack slot named "${slot}": add it to STACK_SLOTS`);
  return offset;
}

import type { ToggleKey } from '../text/text-commands';
import type { ShapeTool } from './element-factories';

export type KeyCommand =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'escape'
  | 'enter'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'duplicate'
  | 'select-all'
  | 'group'
  | 'ungroup'
  | 'nudge'
  | 'shortcuts'
  | 'zoom-in'
  | 'zoom-out'
  | 'zoom-fit'
  | 'zoom-selection'
  | 'tool'
  | 'keep-tool';

export interface KeyLike {
  key: string;
  /** The key's place on the keyboard, when known (Shift+1 and Shift+2 are read by it). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const MOD_KEYS: Record<string, KeyCommand> = {
  c: 'copy',
  x: 'cut',
  v: 'paste',
  d: 'duplicate',
  a: 'select-all',
};

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** The draw tools' single keys (as in most drawing tools); V is the pointer (no tool). */
export const TOOL_KEYS: Readonly<Record<string, ShapeTool | null>> = {
  v: null,
  t: 'textbox',
  r: 'rect',
  o: 'circle',
  l: 'line',
  a: 'arrow',
};

/** The draw tool a plain key arms (null: the pointer), or undefined when it is no tool key. */
export function toolForKey(event: KeyLike): ShapeTool | null | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return undefined;
  return TOOL_KEYS[event.key.toLowerCase()];
}

/** Shift+arrow moves this many pixels instead of one. */
export const LARGE_NUDGE = 10;

/**
 * The editor command a key press stands for (spec §9). Ctrl on Windows/Linux and Cmd on macOS
 * both count, so hosts need not sniff the platform.
 */
export function commandForKey(event: KeyLike): KeyCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !event.shiftKey) return 'redo';
    if (key === 'g') return event.shiftKey ? 'ungroup' : 'group';
    if (key === '=' || key === '+') return 'zoom-in';
    if (key === '-' || key === '_') return 'zoom-out';
    if (!event.shiftKey && MOD_KEYS[key]) return MOD_KEYS[key];
    return null;
  }
  if (event.altKey || mod) return null;
  // Shift+1 and Shift+2 by the key's place (the character they type depends on the layout).
  if (event.shiftKey && event.code === 'Digit1') return 'zoom-fit';
  if (event.shiftKey && event.code === 'Digit2') return 'zoom-selection';
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'escape';
  if (key === 'Enter' && !event.shiftKey) return 'enter';
  if (key === '?') return 'shortcuts';
  if (ARROWS[key]) return 'nudge';
  if (toolForKey(event) !== undefined) return 'tool';
  if (key === 'q' && !event.shiftKey) return 'keep-tool';
  return null;
}

const TEXT_TOGGLE_KEYS: Record<string, ToggleKey> = {
  b: 'bold',
  i: 'italic',
  u: 'underline',
};

/** The text toggle Ctrl/Cmd+B, I or U stands for (while a textbox is being edited), or null. */
export function textToggleForKey(event: KeyLike): ToggleKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return TEXT_TOGGLE_KEYS[event.key.toLowerCase()] ?? null;
}

/** How far an arrow key press moves the selection: 1 px, 10 px with Shift. */
export function nudgeDelta(event: KeyLike): { dx: number; dy: number } | null {
  const arrow = ARROWS[event.key];
  if (!arrow) return null;
  const step = event.shiftKey ? LARGE_NUDGE : 1;
  return { dx: arrow.dx * step, dy: arrow.dy * step };
}

/** Targets whose own keys must win over editor shortcuts (search boxes, fabric's text area). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!element || typeof element.tagName !== 'string') return false;
  const tag = element.tagName.toLowerCase();
  return (
    tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true
  );
}

// Form controls without text entry (and so without an undo of their own).
const NON_TEXT_INPUT_TYPES = new Set([
  'range',
  'checkbox',
  'radio',
  'color',
  'button',
  'submit',
  'reset',
  'file',
]);

/**
 * Whether a key press belongs to the focused control rather than to the editor. Text fields keep
 * every key; other controls (the opacity slider, a checkbox, a select) keep their own keys but let
 * undo and redo through, so Ctrl+Z right after dragging a slider undoes the drag.
 */
export function keyBelongsToTarget(target: EventTarget | null, command: KeyCommand): boolean {
  if (!isTypingTarget(target)) return false;
  if (command !== 'undo' && command !== 'redo') return true;
  const element = target as unknown as { tagName: string; type?: string };
  const tag = element.tagName.toLowerCase();
  if (tag === 'select') return false;
  return !(tag === 'input' && NON_TEXT_INPUT_TYPES.has(String(element.type).toLowerCase()));
}

/** Whether shortcuts should be shown with ⌘ (the editor's own window decides, never a global). */
export function isMacPlatform(
  view: { navigator: { platform?: string; userAgent: string } } | null,
) {
  if (!view) return false;
  return /Mac|iPhone|iPad/.test(view.navigator.platform || view.navigator.userAgent);
}

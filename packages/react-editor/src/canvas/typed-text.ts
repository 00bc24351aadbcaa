import type { Canvas, Textbox } from 'fabric';

/**
 * How long typing pauses before the words typed so far join the document (and are saved), while
 * the label is still being edited: a tab closed or a page left mid-label keeps them.
 */
export const TYPING_PAUSE_MS = 1000;

interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Text typed into a label reaches the document before editing ends: after a pause in typing,
 * and whenever the editor saves or lets go (`commitNow`). Every commit of one editing session
 * carries the same merge key, so the session stays one undo step.
 */
export function installTypedText(
  canvas: Canvas,
  commit: (target: Textbox, mergeKey: string) => void,
  timers: Timers | null,
) {
  let session = 0;
  let key = '';
  let pause: number | undefined;
  const stopPause = () => {
    if (pause !== undefined) timers?.clearTimeout(pause);
    pause = undefined;
  };
  const editing = () => {
    const active = canvas.getActiveObject() as Textbox | undefined;
    return active?.isEditing ? active : undefined;
  };
  const commitNow = () => {
    stopPause();
    const target = editing();
    if (target) commit(target, key);
  };
  const offs = [
    canvas.on('text:editing:entered', () => {
      session += 1;
      key = `typed-text-${session}`;
    }),
    canvas.on('text:changed', () => {
      stopPause();
      pause = timers?.setTimeout(commitNow, TYPING_PAUSE_MS);
    }),
    canvas.on('text:editing:exited', stopPause),
  ];
  return {
    /** The merge key of the editing session under way (or the last one). */
    key: () => key,
    commitNow,
    dispose() {
      stopPause();
      for (const off of offs) off();
    },
  };
}

/**
 * Where copy and paste go. The React editor passes one over its window's system clipboard
 * (react-editor's createEditorClipboard); without one, an editor keeps its own in memory.
 */
export interface EditorClipboard {
  writeText(text: string): Promise<void>;
  /** The clipboard's text and first image. */
  read(): Promise<ClipboardContent>;
}

export interface ClipboardContent {
  text: string | null;
  image: Blob | null;
}

/** A clipboard in memory: headless editors and tests (editors given the same one share it). */
export function createMemoryClipboard(): EditorClipboard {
  let text: string | null = null;
  return {
    async writeText(next) {
      text = next;
    },
    async read() {
      return { text, image: null };
    },
  };
}

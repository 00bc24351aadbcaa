// Files out of the documents, in the editor: every image that arrives as a data: URL (an
// upload, a paste, an imported builder image, an old document) is stored once through the API
// and the document names the file instead; the view draws stored files through `resolve`. A
// host without file calls (FileCalls) keeps data: URLs, and so does a failed upload.
import type { FileCalls } from '../api/files';
import { dataUrlBytes, dataUrlsOf, fileRef } from '../schema/document/file-refs';
import type { EditorStore } from '../stores/editor-store';

export interface EditorFiles {
  /** A stored file's data: URL (each file fetched once per editor). */
  resolve(fileId: string): Promise<string>;
  /** Resolves when every upload started so far has ended (tests; saving before leaving). */
  settled(): Promise<void>;
  dispose(): void;
}

export interface EditorFilesOptions {
  store: EditorStore;
  api: FileCalls;
  /** An upload failed: the image stays a data: URL in the slide. `name`: its element's fileName. */
  onUploadFailed: (error: unknown, name: string | undefined) => void;
}

/** The file name of the first image element using `src`, to name it in a message. */
function fileNameOf(store: EditorStore, src: string): string | undefined {
  const find = (elements: readonly unknown[]): string | undefined => {
    for (const element of elements as {
      type: string;
      src?: string;
      fileName?: string;
      elements?: unknown[];
    }[]) {
      if (element.type === 'group' && element.elements) {
        const inner = find(element.elements);
        if (inner) return inner;
      } else if (element.src === src && element.fileName) return element.fileName;
    }
    return undefined;
  };
  return find(store.getState().document.elements);
}

export function createEditorFiles({ store, api, onUploadFailed }: EditorFilesOptions): EditorFiles {
  const dataUrls = new Map<string, Promise<string>>();
  /** Data: URLs sent or being sent (a failed one is not tried again in this editor). */
  const started = new Map<string, Promise<void>>();
  let disposed = false;

  /** The file each uploaded data: URL became (a slide opened later may still carry one). */
  const uploaded = new Map<string, string>();

  const swapUploaded = () =>
    store.getState().replaceImageSources((current) => uploaded.get(current));

  async function upload(src: string): Promise<void> {
    const file = dataUrlBytes(src);
    if (!file) return;
    try {
      const stored = await api.uploadFile(file.bytes, file.mediaType);
      // The bytes are here already: drawing the file needs no download.
      if (!dataUrls.has(stored.id)) dataUrls.set(stored.id, Promise.resolve(src));
      uploaded.set(src, fileRef(stored.id));
      if (!disposed) swapUploaded();
    } catch (error) {
      if (!disposed) onUploadFailed(error, fileNameOf(store, src));
    }
  }

  function uploadNew(): void {
    let known = false;
    for (const src of dataUrlsOf(store.getState().document)) {
      if (uploaded.has(src)) known = true;
      else if (!started.has(src)) started.set(src, upload(src));
    }
    if (known) swapUploaded();
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.document !== previous.document) uploadNew();
  });
  uploadNew();

  return {
    resolve(fileId) {
      let url = dataUrls.get(fileId);
      if (!url) {
        url = api.getFileDataUrl(fileId);
        // A failed read is asked again next time (the network may come back).
        url.catch(() => dataUrls.delete(fileId));
        dataUrls.set(fileId, url);
      }
      return url;
    },
    async settled() {
      let count = -1;
      while (count !== started.size) {
        count = started.size;
        await Promise.all(started.values());
      }
    },
    dispose() {
      disposed = true;
      unsubscribe();
    },
  };
}

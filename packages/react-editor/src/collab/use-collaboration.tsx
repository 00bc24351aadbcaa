import type { SidePanelSlot } from '../ui/side-panel';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { EditorEngine } from '@figura/sdk-core/editor';
import {
  createComments,
  type CommentsController,
  type KeyValueStorage,
} from '@figura/sdk-core/stores';
import type { FabricView } from '../canvas/fabric-view';
import { useTranslation } from '../i18n/translation';
import { layerName } from '../i18n/layer-names';
import { commentCallsOf, sharingCallsOf } from './api-calls';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';
import { holdTyping, type TypeAhead } from '../ui/type-ahead';

/** Stands in for the comments store before it is made (hooks need a store to read). */
const noComments = createStore<{ unread: number }>()(() => ({ unread: 0 }));

// The panel and the dialog load when first opened; the markers just after the first frame.
const loadCommentsPanel = () => import('./CommentsPanel');
const CommentsPanel = lazyPart(loadCommentsPanel);
const CommentMarkers = lazyPart(() => import('./CommentMarkers'));
const ShareDialog = lazyPart(() => import('./ShareDialog'));

/** The page's localStorage, when it can be reached (a sandboxed frame may refuse it). */
export function storageOf(root: HTMLElement | null): KeyValueStorage | undefined {
  try {
    return root?.ownerDocument.defaultView?.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export interface Collaboration {
  /** Toggles the Comments panel (undefined: the API has no comment calls). */
  commentsOpen: boolean;
  /** Other people's comments that arrived while the panel was closed. */
  unreadComments: number;
  onToggleComments?: () => void;
  /** Opens the Comments panel to comment on the selection, the words typed meanwhile kept. */
  onCommentOnSelection?: () => void;
  shareOpen: boolean;
  onShare?: () => void;
  /** The Comments panel, beside the canvas. */
  panel: ReactNode;
  /** The markers over the canvas. */
  markers: ReactNode;
  /** The Share dialog. */
  dialog: ReactNode;
}

/**
 * Comments (panel and markers) and sharing for the editor, over the sdk-core comments store: the
 * open slide's comments load when it opens.
 */
export function useCollaboration(
  editor: EditorEngine,
  view: FabricView | null,
  root: RefObject<HTMLElement | null>,
  onClosed: () => void,
  panels: SidePanelSlot,
): Collaboration {
  const { t } = useTranslation('editor');
  // A journal's embed token works on its submission alone: no comments, no sharing.
  const social = !editor.creation.embedded;
  const commentApi = social ? commentCallsOf(editor.api) : undefined;
  const sharingApi = social ? sharingCallsOf(editor.api) : undefined;
  // Made once the editor is in its page, whose localStorage keeps the show/hide choice, and its
  // first slide is drawn and checked: comments are not what the first frame waits for.
  const [comments, setComments] = useState<CommentsController>();
  const checked = useStore(editor.firstSlideChecked);
  useEffect(() => {
    if (!commentApi || !checked) return;
    setComments(
      createComments({
        api: commentApi,
        creationId: editor.creationId,
        storage: storageOf(root.current),
      }),
    );
  }, [commentApi, editor.creationId, root, checked]);
  // Commenting is what a commentor came for: the panel's code is fetched ahead, so what they type
  // just after "Comment on …" goes into its field rather than to the slide's shortcuts.
  useEffect(() => {
    if (comments && editor.access === 'commentor') void loadCommentsPanel();
  }, [comments, editor.access]);
  const slideId = useStore(editor.slides, (state) => state.currentSlideId);
  useEffect(() => void comments?.load(slideId), [comments, slideId]);
  // Co-editing: a comment made, changed or removed by someone else shows at once.
  useEffect(() => {
    if (!comments) return;
    return editor.on('comments', () => void comments.refresh());
  }, [comments, editor]);
  const commentsOpen = panels.isOpen('comments');
  const unread = useStore(comments?.state ?? noComments, (state) => state.unread);
  // What shows in the open panel is read.
  useEffect(() => {
    if (commentsOpen && unread > 0) comments?.markRead();
  }, [comments, commentsOpen, unread]);
  const [shareOpen, setShareOpen] = useState(false);
  const closeShare = () => {
    setShareOpen(false);
    onClosed();
  };
  const [focusedThreadId, setFocusedThreadId] = useState<string | null>(null);
  // The keys typed after "Comment on …", until the panel's field takes them.
  const typedAhead = useRef<TypeAhead | null>(null);
  useEffect(() => () => typedAhead.current?.stop(), []);
  const takeTyped = useCallback(() => {
    const typed = typedAhead.current?.take() ?? '';
    typedAhead.current = null;
    return typed;
  }, []);
  const selectedElementId = useStore(editor.store, (state) =>
    state.selection.length === 1 ? state.selection[0]! : null,
  );
  const elementName = useCallback(
    (elementId: string) => {
      const element = editor.store.getState().document.elements.find((e) => e.id === elementId);
      return element ? layerName(element, t) : t('comments.removedElement');
    },
    [editor, t],
  );

  return {
    commentsOpen,
    unreadComments: commentsOpen ? 0 : unread,
    onToggleComments: comments ? () => panels.toggle('comments') : undefined,
    onCommentOnSelection: comments
      ? () => {
          typedAhead.current?.stop();
          const page = root.current?.ownerDocument;
          typedAhead.current = page ? holdTyping(page) : null;
          panels.show('comments');
        }
      : undefined,
    shareOpen,
    // The owner shares and an editor sees who has access; a commentor may do neither (the API
    // refuses them the list), so no Share button leads to a dialog of refusals.
    onShare: sharingApi && editor.access !== 'commentor' ? () => setShareOpen(true) : undefined,
    panel:
      comments && commentsOpen ? (
        <LazyPart>
          <CommentsPanel
            comments={comments}
            selectedElementId={selectedElementId}
            elementName={elementName}
            takeTyped={takeTyped}
            isOwner={editor.access === 'owner'}
            focusedThreadId={focusedThreadId}
            onSelectElement={(elementId) => editor.select([elementId])}
            onClose={() => {
              panels.close('comments');
              onClosed();
            }}
          />
        </LazyPart>
      ) : null,
    markers:
      comments && view ? (
        <LazyPart>
          <CommentMarkers
            editor={editor}
            view={view}
            comments={comments}
            elementName={elementName}
            onOpenThread={(threadId, elementId) => {
              setFocusedThreadId(threadId);
              panels.show('comments');
              editor.select([elementId]);
            }}
          />
        </LazyPart>
      ) : null,
    dialog:
      sharingApi && shareOpen ? (
        <LazyPart onClose={closeShare}>
          <ShareDialog
            api={sharingApi}
            creationId={editor.creationId}
            creationName={editor.getName()}
            canShare={editor.access === 'owner'}
            onClose={closeShare}
          />
        </LazyPart>
      ) : null,
  };
}

import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { CommentsApi } from '@figura/sdk-core/api';
import type { CreationAccessLevel, SlideDocument } from '@figura/sdk-core/schema';
import { createComments } from '@figura/sdk-core/stores';
import { storageOf } from '../collab/use-collaboration';
import { useTranslation } from '../i18n/translation';
import { layerName } from '../i18n/layer-names';
import { LazyPart } from '../ui/LazyPart';
import { lazyPart } from '../ui/lazy-retry';

const CommentsPanel = lazyPart(() => import('../collab/CommentsPanel'));

export interface ViewerCommentsProps {
  api: CommentsApi;
  creationId: string;
  slideId: string;
  /** The slide shown (its elements name the threads on them). */
  document: SlideDocument | undefined;
  access: CreationAccessLevel;
  root: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The shown slide's comments beside the viewer: the editor's Comments panel, for everyone the
 * creation is shared with (a commentor comments here without the editor). A new thread goes on
 * the slide: the viewer has no selection.
 */
export function ViewerComments({
  api,
  creationId,
  slideId,
  document,
  access,
  root,
  onClose,
}: ViewerCommentsProps) {
  const { t } = useTranslation('editor');
  const [comments] = useState(() =>
    createComments({ api, creationId, storage: storageOf(root.current) }),
  );
  useEffect(() => void comments.load(slideId).catch(() => undefined), [comments, slideId]);
  const elementName = useCallback(
    (elementId: string) => {
      const element = document?.elements.find((item) => item.id === elementId);
      return element ? layerName(element, t) : t('comments.removedElement');
    },
    [document, t],
  );
  return (
    <LazyPart>
      <CommentsPanel
        comments={comments}
        selectedElementId={null}
        elementName={elementName}
        isOwner={access === 'owner'}
        focusedThreadId={null}
        onSelectElement={() => undefined}
        onClose={onClose}
      />
    </LazyPart>
  );
}

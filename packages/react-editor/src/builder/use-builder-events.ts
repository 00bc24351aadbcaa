import { useEffect, useRef } from 'react';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '../i18n/translation';
import type { AbstractBuilderHandle, AbstractBuilderProps } from './types';
import type { BuilderModel } from './use-builder';

export type BuilderEventProps = Pick<AbstractBuilderProps, 'onReady' | 'onChange' | 'onError'>;

/** The builder as its host drives it (AbstractBuilder's `onReady`). */
function handleOf({ session, exports }: BuilderModel): AbstractBuilderHandle {
  return {
    creationId: () => session.creationId(),
    current: () => ({
      document: session.documents.getState().document,
      state: session.storedState(),
    }),
    // A refusal (BuilderPreflightError) carries the journal's first problem as its message.
    exportFile: () => exports.run(),
    flush: () => session.save().then(() => undefined),
  };
}

/**
 * Tells the host what happens: ready once (with the handle; its teardown when the builder goes),
 * every change the author makes and the creation the first save made, a save that failed, an
 * export that failed.
 */
export function useBuilderEvents(model: BuilderModel, events: BuilderEventProps): void {
  const { t } = useTranslation('builder');
  const latest = useRef(events);
  latest.current = events;

  useEffect(() => {
    const teardown = latest.current.onReady?.(handleOf(model));
    return typeof teardown === 'function' ? teardown : undefined;
  }, [model]);

  useEffect(() => {
    const { session, exports } = model;
    const offDocument = session.documents.subscribe((state, previous) => {
      // A rebuild with the same content (text measured with the face once it loaded) is no change.
      if (state.content === previous.content) return;
      latest.current.onChange?.({
        document: state.document,
        state: session.storedState(),
        creationId: session.creationId(),
      });
    });
    const offStatus = session.status.subscribe((state, previous) => {
      if (state.status === 'failed' && previous.status !== 'failed')
        latest.current.onError?.({ kind: 'save', message: state.error ?? t('errors.save') });
      // The first save made the creation: the host learns its id (to come back to it).
      if (state.creationId && state.creationId !== previous.creationId)
        latest.current.onChange?.({
          document: session.documents.getState().document,
          state: session.storedState(),
          creationId: state.creationId,
        });
    });
    const offExports = exports.state.subscribe((state, previous) => {
      if (state.phase === 'failed' && previous.phase !== 'failed')
        latest.current.onError?.({ kind: 'export', message: errorText(state.error, t) });
    });
    return () => {
      offDocument();
      offStatus();
      offExports();
    };
  }, [model, t]);
}

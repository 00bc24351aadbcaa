import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { errorText } from '@figura/sdk-core/api';
import type { SlideComment } from '@figura/sdk-core/schema';
import {
  commentThreads,
  type CommentThread,
  type CommentsController,
} from '@figura/sdk-core/stores';
import { useTranslation } from '../i18n/translation';
import { SidePanel } from '../ui/SidePanel';
import { useStyleSheet } from '../ui/use-style-sheet';
import { COMMENTS_CSS } from './collab-styles';

export interface CommentsPanelProps {
  comments: CommentsController;
  /** The one selected element: a new comment goes on it. */
  selectedElementId: string | null;
  /** Names an element for people ("Rectangle", its layer name). */
  elementName: (elementId: string) => string;
  /** The owner deletes anyone's comments; others their own. */
  isOwner: boolean;
  /** The thread to show first (a marker was clicked). */
  focusedThreadId: string | null;
  onSelectElement: (elementId: string) => void;
  onClose: () => void;
  /** What was typed between "Comment on …" and the panel showing (see holdTyping). */
  takeTyped?: () => string;
}

/** A text field and its button, for a new thread, a reply or an edit. */
function CommentForm({
  label,
  submitLabel,
  initial = '',
  focusOnOpen = false,
  takeTyped,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Takes the focus when it first shows (a reply or an edit always does). */
  focusOnOpen?: boolean;
  /** What was typed before it showed, for it (see holdTyping). */
  takeTyped?: () => string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  // A reply or an edit opens on demand: what the person types next goes in it.
  useEffect(() => {
    if (!onCancel && !focusOnOpen) return;
    const typed = takeTyped?.() ?? '';
    if (typed && field.current) {
      // Set on the field at once (a state update would come after the next key).
      field.current.value = typed;
      setText(typed);
    }
    field.current?.focus();
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      setText('');
      onCancel?.();
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="figura-comment-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="figura-visually-hidden">
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        className="figura-input"
        rows={2}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Keys typed here are text, not editor shortcuts.
          event.stopPropagation();
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
      />
      <div className="figura-comment-actions">
        <button type="submit" className="figura-button figura-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="figura-button figura-secondary" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="figura-message figura-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CommentItem({
  comment,
  comments,
  isOwner,
}: {
  comment: SlideComment;
  comments: CommentsController;
  isOwner: boolean;
}) {
  const { t } = useTranslation('editor');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="figura-comment" data-comment-id={comment.id}>
      <p className="figura-comment-author">
        {comment.author.name || t('comments.someone')}{' '}
        <time className="figura-comment-time" dateTime={comment.createdAt}>
          {t('comments.postedAt', { date: comment.createdAt })}
        </time>
      </p>
      {editing ? (
        <CommentForm
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          initial={comment.text}
          onSubmit={(text) => comments.edit(comment.id, text)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="figura-comment-text">{comment.text}</p>
      )}
      {!editing && (comment.mine || isOwner) ? (
        <div className="figura-comment-actions">
          {comment.mine ? (
            <button type="button" className="figura-link" onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </button>
          ) : null}
          <button
            type="button"
            className="figura-link"
            onClick={() =>
              comments.remove(comment.id).catch((caught) => setError(errorText(caught, t)))
            }
          >
            {t('comments.delete')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="figura-message figura-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Thread({ thread, props }: { thread: CommentThread; props: CommentsPanelProps }) {
  const { t } = useTranslation('editor');
  const { root } = thread;
  const [replying, setReplying] = useState(false);
  const headingId = useId();
  return (
    <li
      className="figura-comment-thread"
      data-thread-id={root.id}
      data-checked={root.checked}
      data-focused={props.focusedThreadId === root.id}
      aria-labelledby={headingId}
    >
      <p id={headingId} className="figura-comment-place">
        {root.elementId ? (
          <button
            type="button"
            className="figura-link"
            onClick={() => props.onSelectElement(root.elementId!)}
          >
            {t('comments.onElement', { name: props.elementName(root.elementId) })}
          </button>
        ) : (
          t('comments.onSlide')
        )}
        {root.checked ? (
          <span className="figura-comment-resolved">{t('comments.resolved')}</span>
        ) : null}
      </p>
      <CommentItem comment={root} comments={props.comments} isOwner={props.isOwner} />
      {thread.replies.map((reply) => (
        <CommentItem
          key={reply.id}
          comment={reply}
          comments={props.comments}
          isOwner={props.isOwner}
        />
      ))}
      <div className="figura-comment-actions">
        <button type="button" className="figura-link" onClick={() => setReplying(true)}>
          {t('comments.reply')}
        </button>
        <button
          type="button"
          className="figura-link"
          onClick={() =>
            void props.comments.setChecked(root.id, !root.checked).catch(() => undefined)
          }
        >
          {root.checked ? t('comments.reopen') : t('comments.resolve')}
        </button>
      </div>
      {replying ? (
        <CommentForm
          label={t('comments.replyLabel')}
          submitLabel={t('comments.reply')}
          onSubmit={(text) => props.comments.reply(root.id, text)}
          onCancel={() => setReplying(false)}
        />
      ) : null}
    </li>
  );
}

/** The open slide's comment threads, a new comment, and the markers' show/hide switch. */
export function CommentsPanel(props: CommentsPanelProps) {
  const { t } = useTranslation('editor');
  const { comments, status, error, visible } = useStore(props.comments.state);
  const threads = commentThreads(comments);
  // The focused thread first: a click on a marker brings its thread to the top.
  const ordered = props.focusedThreadId
    ? [
        ...threads.filter((thread) => thread.root.id === props.focusedThreadId),
        ...threads.filter((thread) => thread.root.id !== props.focusedThreadId),
      ]
    : threads;
  const target = props.selectedElementId;
  // Opened with an element selected, the panel is there to comment on it: the words go straight
  // in. Opened on the whole slide, it is there to be read, and the focus stays where it was.
  const [focusNew] = useState(() => target !== null);
  const rootRef = useRef<HTMLElement>(null);
  useStyleSheet(rootRef, 'comments', COMMENTS_CSS);
  return (
    <SidePanel
      rootRef={rootRef}
      className="figura-comments"
      bodyClassName="figura-comments-body"
      title={t('comments.title')}
      closeLabel={t('comments.close')}
      onClose={props.onClose}
    >
      <label className="figura-comment-toggle">
        <input
          type="checkbox"
          checked={visible}
          onChange={(event) => props.comments.setVisible(event.target.checked)}
        />
        {t('comments.showMarkers')}
      </label>
      <CommentForm
        label={
          target
            ? t('comments.newOnElement', { name: props.elementName(target) })
            : t('comments.newOnSlide')
        }
        submitLabel={t('comments.add')}
        focusOnOpen={focusNew}
        {...(props.takeTyped && { takeTyped: props.takeTyped })}
        onSubmit={(text) => props.comments.add(text, target ?? undefined)}
      />
      {status === 'loading' ? <p aria-busy="true">{t('comments.loading')}</p> : null}
      {status === 'failed' && error ? (
        <p className="figura-message figura-error" role="alert">
          {error}
        </p>
      ) : null}
      {status === 'ready' && threads.length === 0 ? (
        <p className="figura-message">{t('comments.none')}</p>
      ) : null}
      <ul className="figura-comment-threads" aria-label={t('comments.threads')}>
        {ordered.map((thread) => (
          <Thread key={thread.root.id} thread={thread} props={props} />
        ))}
      </ul>
    </SidePanel>
  );
}

export default CommentsPanel;

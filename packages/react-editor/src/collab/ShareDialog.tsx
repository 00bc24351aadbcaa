import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SharingApi } from '@figura/sdk-core/api';
import { errorText } from '@figura/sdk-core/api';
import { whenTranslated } from '@figura/sdk-core/i18n';
import { SHARE_PERMISSIONS, type Share, type SharePermission } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { Dialog } from '../ui/Dialog';
import { addStyleSheet } from '../ui/stylesheet';
import { BASE_CSS } from '../ui/base-styles';
import { DIALOG_CSS } from '../ui/dialog-styles';
import { COLLAB_CSS, SHARE_CSS } from './collab-styles';

export interface ShareDialogProps {
  api: SharingApi;
  creationId: string;
  creationName?: string;
  /** The owner shares; an editor sees the list only. */
  canShare: boolean;
  onClose: () => void;
  /**
   * Outside the editor (a list of creations): the dialog brings the editor's styles and root
   * class itself.
   */
  standalone?: boolean;
}

/** Share a creation by email with an editor or a commentor; the list of shares, pending included. */
export function ShareDialog({
  api,
  creationId,
  creationName,
  canShare,
  onClose,
  standalone,
}: ShareDialogProps) {
  const { t, i18n, ready } = useTranslation('editor');
  const emailId = useId();
  const permissionId = useId();
  const notifyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [shares, setShares] = useState<Share[] | null>(null);
  const [email, setEmail] = useState('');
  // The smaller right first: editing is given on purpose, not by leaving the default.
  const [permission, setPermission] = useState<SharePermission>('commentor');
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLayoutEffect(() => {
    const doc = dialogRef.current?.ownerDocument;
    if (!doc) return;
    // Outside the editor (a list of creations): the base and the dialog's rules too, not the
    // editor's.
    if (standalone) addStyleSheet(doc, 'share-base', `${BASE_CSS}${DIALOG_CSS}${COLLAB_CSS}`);
    addStyleSheet(doc, 'share', SHARE_CSS);
  }, [standalone]);
  // Outside the editor (a list of creations) the editor's strings may not be loaded yet.
  useEffect(() => {
    if (!ready) void whenTranslated(i18n, ['editor', 'common']).catch(() => undefined);
  }, [i18n, ready]);
  useEffect(() => (canShare ? emailRef.current : closeRef.current)?.focus(), [canShare]);

  const load = useCallback(async () => {
    try {
      setShares((await api.listShares(creationId)).data);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }, [api, creationId, t]);
  useEffect(() => void load(), [load]);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      setMessage(await action());
      await load();
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
      // A disabled button or a removed row drops the focus: keep it in the dialog (Escape, Tab).
      const dialog = dialogRef.current;
      if (dialog && !dialog.contains(dialog.ownerDocument.activeElement))
        (emailRef.current ?? closeRef.current)?.focus();
    }
  };

  const share = () =>
    run(async () => {
      const made = await api.shareCreation(creationId, {
        email: email.trim(),
        permission,
        notify,
      });
      setEmail('');
      const name = made.user?.name || made.email;
      if (made.status === 'pending')
        return made.notified
          ? t('share.sentPendingMailed', { email: made.email })
          : t('share.sentPending', { email: made.email });
      return made.notified ? t('share.sentMailed', { name }) : t('share.sent', { name });
    });

  const nameOf = (item: Share) => item.user?.name || item.email;

  const dialog = (
    <Dialog
      title={creationName ? t('share.titleNamed', { name: creationName }) : t('share.title')}
      closeLabel={t('share.close')}
      onClose={onClose}
      closeRef={closeRef}
      className="figura-share"
      dialogRef={dialogRef}
    >
      <div className="figura-share-body">
        {canShare ? (
          <form
            className="figura-share-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (email.trim()) void share();
            }}
          >
            <label htmlFor={emailId}>{t('share.email')}</label>
            <input
              ref={emailRef}
              id={emailId}
              className="figura-input"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <label htmlFor={permissionId}>{t('share.permission')}</label>
            <select
              id={permissionId}
              className="figura-input"
              value={permission}
              onChange={(event) => setPermission(event.target.value as SharePermission)}
            >
              {SHARE_PERMISSIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`share.permissions.${value}`)}
                </option>
              ))}
            </select>
            <span className="figura-share-notify">
              <input
                id={notifyId}
                type="checkbox"
                checked={notify}
                onChange={(event) => setNotify(event.target.checked)}
              />
              <label htmlFor={notifyId}>{t('share.notify')}</label>
            </span>
            <button type="submit" className="figura-button figura-primary" disabled={busy}>
              {t('share.submit')}
            </button>
          </form>
        ) : (
          <p className="figura-message">{t('share.ownerOnly')}</p>
        )}
        {message ? (
          <p className="figura-message" role="status">
            {message}
          </p>
        ) : null}
        {error ? (
          <p className="figura-message figura-error" role="alert">
            {error}
          </p>
        ) : null}
        <h3 className="figura-share-heading">{t('share.listTitle')}</h3>
        {shares === null ? (
          <p aria-busy="true">{t('share.loading')}</p>
        ) : shares.length === 0 ? (
          <p className="figura-message">{t('share.none')}</p>
        ) : (
          <ul className="figura-share-list" aria-label={t('share.listTitle')}>
            {shares.map((item) => (
              <li key={item.id} className="figura-share-row">
                <span className="figura-share-who">
                  <span>{nameOf(item)}</span>
                  {item.user ? <span className="figura-share-email">{item.email}</span> : null}
                  {item.status === 'pending' ? (
                    <span className="figura-share-pending">{t('share.pending')}</span>
                  ) : null}
                </span>
                {canShare ? (
                  <>
                    <select
                      className="figura-input"
                      aria-label={t('share.permissionOf', { name: nameOf(item) })}
                      value={item.permission}
                      disabled={busy}
                      onChange={(event) => {
                        const next = event.target.value as SharePermission;
                        void run(async () => {
                          await api.updateShare(creationId, item.id, next);
                          return t('share.changed', { name: nameOf(item) });
                        });
                      }}
                    >
                      {SHARE_PERMISSIONS.map((value) => (
                        <option key={value} value={value}>
                          {t(`share.permissions.${value}`)}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="figura-button figura-secondary"
                      disabled={busy}
                      aria-label={t('share.removeOf', { name: nameOf(item) })}
                      onClick={() =>
                        void run(async () => {
                          await api.removeShare(creationId, item.id);
                          return t('share.removed', { name: nameOf(item) });
                        })
                      }
                    >
                      {t('share.remove')}
                    </button>
                  </>
                ) : (
                  <span>{t(`share.permissions.${item.permission}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
  return standalone ? <div className="figura-root">{dialog}</div> : dialog;
}

export default ShareDialog;

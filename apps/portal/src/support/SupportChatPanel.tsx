import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { watchSupportChat, type SupportChatWatch } from '@figura/sdk-core/session';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { useHelpSlot } from './help-slot';

/**
 * Spec §1, §2: the support chat, started by the rules in sdk-core (excluded paths, #help, the
 * 5.5 s delay) and shown here as the stand-in's small Help panel. Its Help button sits in the
 * page header (a menu of its own), and only a page without a header has it in the corner.
 */
export function SupportChatPanel() {
  const { session, supportChat, config } = useSession();
  const location = useLocation();
  const [watch, setWatch] = useState<SupportChatWatch | null>(null);
  const { store } = supportChat;
  const { state } = useSyncExternalStore(store.subscribe, store.getState);
  const { t } = useTranslation('portal');
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const slot = useHelpSlot();

  useEffect(() => {
    if (!config.supportChat) return undefined;
    const watching = watchSupportChat({
      chat: supportChat,
      session: session.store,
      location: () => window.location,
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
    });
    setWatch(watching);
    return () => watching.dispose();
  }, [session, supportChat, config]);

  useEffect(() => watch?.locationChanged(), [watch, location.pathname, location.hash]);
  useEffect(() => {
    if (state === 'open') closeButton.current?.focus();
  }, [state]);

  if (state === 'off') return null;
  const chat = (
    <aside
      className={slot ? 'support-chat in-header' : 'support-chat'}
      aria-label={t('chat.label')}
    >
      {state === 'open' && (
        <section id={panelId} className="support-chat-panel" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{t('chat.title')}</h2>
          <p>{t('chat.standIn')}</p>
          <button ref={closeButton} type="button" onClick={() => supportChat.close()}>
            {t('chat.close')}
          </button>
        </section>
      )}
      <button
        type="button"
        className="support-chat-toggle"
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        onClick={() => (state === 'open' ? supportChat.close() : supportChat.open())}
      >
        {t('chat.help')}
      </button>
    </aside>
  );
  return slot ? createPortal(chat, slot) : chat;
}

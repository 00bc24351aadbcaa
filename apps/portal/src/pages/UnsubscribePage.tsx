import { useState } from 'react';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { PortalHeader } from '../navigation/PortalHeader';

/**
 * /unsubscribe?token=: the link at the end of every invitation Figura mails. Nothing happens on
 * opening it (mail scanners open links): the person confirms with the button. No sign-in needed.
 */
export function UnsubscribePage() {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [state, setState] = useState<
    | { step: 'asking' }
    | { step: 'busy' }
    | { step: 'done'; email: string }
    | { step: 'failed'; message: string }
  >({ step: 'asking' });

  async function stop() {
    setState({ step: 'busy' });
    try {
      const { email } = await api.unsubscribeFromInvitations(token);
      setState({ step: 'done', email });
    } catch (caught) {
      setState({ step: 'failed', message: errorText(caught, t) });
    }
  }

  return (
    <>
      <PortalHeader />
      <main className="workspace">
        <h1>{t('unsubscribe.title')}</h1>
        {state.step === 'done' ? (
          <p role="status">{t('unsubscribe.done', { email: state.email })}</p>
        ) : !token ? (
          <p role="alert" className="alert error">
            {t('unsubscribe.noToken')}
          </p>
        ) : (
          <>
            <p>{t('unsubscribe.text')}</p>
            <button
              type="button"
              className="button primary"
              onClick={() => void stop()}
              disabled={state.step === 'busy'}
              aria-busy={state.step === 'busy'}
            >
              {t('unsubscribe.stop')}
            </button>
          </>
        )}
        {state.step === 'failed' && (
          <p role="alert" className="alert error">
            {state.message}
          </p>
        )}
      </main>
    </>
  );
}

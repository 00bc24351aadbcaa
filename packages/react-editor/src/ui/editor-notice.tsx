import type { PlanCode, UpsellPrompt } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { useUpgradeHref } from './upgrade-link';

/**
 * Something the editor tells the person above the canvas: a sentence, or one that is a plan's
 * upsell (a refusal in the plan's words), which ends with the way to the host's plans page.
 */
export type EditorNotice = string | { text: string; upsell: UpsellPrompt; plan: PlanCode };

export function EditorNoticeText({ notice }: { notice: EditorNotice }) {
  if (typeof notice === 'string') return <>{notice}</>;
  return <UpsellSentence {...notice} />;
}

function UpsellSentence({ text, upsell, plan }: Exclude<EditorNotice, string>) {
  const { t } = useTranslation('editor');
  const upgradeUrl = useUpgradeHref(upsell, plan);
  return (
    <>
      {text}
      {upgradeUrl ? (
        <>
          {' '}
          <a href={upgradeUrl}>{t('upsell.upgrade')}</a>
        </>
      ) : null}
    </>
  );
}

/**
 * The editor's notice over the top of the canvas: it covers nothing the person is working on and
 * moves nothing (the slide stays where it was), until it is dismissed or the next one replaces it.
 */
export function EditorAlert({
  notice,
  onDismiss,
}: {
  notice: EditorNotice;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className="figura-canvas-notice" role="alert">
      <span className="figura-canvas-notice-text">
        <EditorNoticeText notice={notice} />
      </span>
      <button
        type="button"
        className="figura-icon-button figura-canvas-notice-dismiss"
        aria-label={t('notice.dismiss')}
        title={t('notice.dismiss')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

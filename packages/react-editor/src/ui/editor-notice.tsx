import type { UpsellPrompt } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { useUpgradeUrl } from './upgrade-link';

/**
 * Something the editor tells the person above the canvas: a sentence, or one that is a plan's
 * upsell (a refusal in the plan's words), which ends with the way to the host's plans page.
 */
export type EditorNotice = string | { text: string; upsell: UpsellPrompt };

export function EditorNoticeText({ notice }: { notice: EditorNotice }) {
  const { t } = useTranslation('editor');
  const upgradeUrl = useUpgradeUrl();
  if (typeof notice === 'string') return <>{notice}</>;
  return (
    <>
      {notice.text}
      {upgradeUrl ? (
        <>
          {' '}
          <a href={upgradeUrl} data-upsell={notice.upsell}>
            {t('upsell.upgrade')}
          </a>
        </>
      ) : null}
    </>
  );
}

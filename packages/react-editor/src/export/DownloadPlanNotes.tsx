import type { DownloadTerms } from '@figura/sdk-core/editor';
import { HIGH_RES_MIN_PIXELS } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';
import { PlanAllowanceNote } from '../ui/PlanAllowanceNote';
import { UpsellNote } from '../ui/UpsellNote';

/**
 * What the plan says of the download being chosen, before it is asked for: the watermark its
 * files carry, and this month's high-resolution downloads (at the cap: the upsell, and that a
 * smaller file still downloads).
 */
export function DownloadPlanNotes({
  terms,
  highResolution,
  usedUp,
}: {
  terms: DownloadTerms | null;
  /** The file chosen counts as a high-resolution download. */
  highResolution: boolean;
  usedUp: boolean;
}) {
  const { t } = useTranslation('editor');
  if (!terms) return null;
  const megapixels = HIGH_RES_MIN_PIXELS / 1_000_000;
  return (
    <div className="figura-download-plan">
      {terms.watermark ? (
        <UpsellNote
          upsell="watermark"
          plan={terms.watermark}
          className="figura-upsell-note figura-download-watermark"
        />
      ) : null}
      <PlanAllowanceNote
        allowance={terms.highResDownloads}
        upsell="downloads"
        usage={(counts) => t('download.highResAllowance', counts)}
        hintClassName="figura-hint"
      />
      {usedUp ? (
        <p className="figura-hint">
          {highResolution
            ? t('download.highResUsedUp', { megapixels })
            : t('download.notHighRes', { megapixels })}
        </p>
      ) : null}
    </div>
  );
}

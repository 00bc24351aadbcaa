import { Link } from 'react-router';
import { ApiError } from '@figura/sdk-core/api';
import { upsellText } from '@figura/sdk-core/i18n';
import { isPlanCode, upgradeHref, UPSELL_PROMPTS } from '@figura/sdk-core/model';
import type { PlanLimitReply } from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';

/** The 403 the API answers when a plan's cap is reached, as the prompt reads it; else null. */
export function planLimitOf(error: unknown): PlanLimitReply | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as Partial<PlanLimitReply> | undefined;
  const upsell = body?.upsell;
  if (!body || !isPlanCode(body.plan) || !upsell || !UPSELL_PROMPTS.includes(upsell)) return null;
  return body as PlanLimitReply;
}

/** An upsell where a limit is hit: what the plan allows, and the way to the plan that lifts it. */
export function UpsellPrompt({ limit, onClose }: { limit: PlanLimitReply; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const words = upsellText(limit.upsell, limit, t);
  return (
    <section className="upsell" role="alert" aria-labelledby="upsell-title">
      <h2 id="upsell-title">{words.title}</h2>
      <p>{words.text}</p>
      <div className="upsell-actions">
        <Link className="button primary" to={upgradeHref('/pricing/', limit.plan, limit.upsell)}>
          {t('upsell.upgrade')}
        </Link>
        <button type="button" className="button" onClick={onClose}>
          {t('upsell.notNow')}
        </button>
      </div>
    </section>
  );
}

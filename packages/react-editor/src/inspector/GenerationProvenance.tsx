import type { FiguraElement } from '@figura/sdk-core/schema';
import { useTranslation } from '../i18n/translation';

type GenerationElement = Extract<FiguraElement, { type: 'generation' }>;

/**
 * Where an AI-generated picture came from (its provenance): the prompt, the service and the
 * model. Journals ask for it; Preflight flags the picture for those that refuse generated images.
 */
export function GenerationProvenance({ element }: { element: GenerationElement }) {
  const { t } = useTranslation('editor');
  const unknown = t('inspector.generation.unknown');
  return (
    <div className="figura-generation-provenance">
      <p className="figura-inspector-hint">{t('inspector.generation.intro')}</p>
      <dl>
        <dt>{t('inspector.generation.prompt')}</dt>
        <dd>{element.prompt || unknown}</dd>
        <dt>{t('inspector.generation.provider')}</dt>
        <dd>{element.provider ?? unknown}</dd>
        <dt>{t('inspector.generation.model')}</dt>
        <dd>{element.model ?? unknown}</dd>
      </dl>
    </div>
  );
}

import { useStore } from 'zustand';
import { highlightImage, type BuilderStore } from '@figura/sdk-core/builder';
import { useTranslation } from '../i18n/translation';

/**
 * Where the part being edited goes in the template: its gallery image, following the field
 * that has the focus (the store's currentHighlight).
 */
export function GalleryImage({ store }: { store: BuilderStore }) {
  const { t } = useTranslation('builder');
  const part = useStore(store, (state) => state.currentHighlight.name);
  const template = useStore(store, (state) => state.template);
  const topic = /^topic-(\d+)$/.exec(part);
  const where =
    part === 'title' || part === 'highlight'
      ? t(`gallery.${part}`)
      : topic
        ? t('gallery.topic', { number: Number(topic[1]) })
        : t('gallery.template');
  return (
    <figure className="figura-builder-gallery" data-part={part}>
      <img src={highlightImage(template, part)} alt={where} width={120} height={120} />
      <figcaption>
        <p>{where}</p>
      </figcaption>
    </figure>
  );
}

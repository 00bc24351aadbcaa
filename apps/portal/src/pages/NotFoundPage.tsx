import { Link } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';

export function NotFoundPage() {
  const { t } = useTranslation('portal');
  return (
    <main className="page-message">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/my-creations">{t('notFound.link')}</Link>
      </p>
    </main>
  );
}

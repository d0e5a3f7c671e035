import { useTranslation } from 'react-i18next';

/** In-layout placeholder while a page's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}

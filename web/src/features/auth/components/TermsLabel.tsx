import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';

export function TermsLabel() {
  const { t } = useTranslation();
  return (
    <>
      {t('signup.acceptPrefix')}{' '}
      <Link to={ROUTES.terms} target="_blank">
        {t('footer.terms')}
      </Link>{' '}
      {t('newsletter.termsJoin')}{' '}
      <Link to={ROUTES.privacy} target="_blank">
        {t('footer.privacy')}
      </Link>
    </>
  );
}

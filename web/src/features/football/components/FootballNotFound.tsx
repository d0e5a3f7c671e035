import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';

/** A football page whose object is missing (or not public): says so and leads back to the football database. */
export function FootballNotFound({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" data-testid={testId}>
      <h1>{message}</h1>
      <Link className="button button--ghost" to={ROUTES.database4football}>{t('football.database.title')}</Link>
    </section>
  );
}

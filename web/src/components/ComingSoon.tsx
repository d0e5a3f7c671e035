import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/hooks/useDocumentTitle';

interface ComingSoonProps {
  /** i18n key of the screen's name (under `screens.`). */
  screen: string;
  backTo?: string;
}

/** A screen whose content lands with a later issue: honest, translated, inside its real layout and guard. */
export function ComingSoon({ screen, backTo }: ComingSoonProps) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}`);
  useDocumentTitle(title);
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <h1>{title}</h1>
      <p className="coming-soon__badge">{t('comingSoon.badge')}</p>
      <p>{t('comingSoon.body', { screen: title })}</p>
      {backTo ? (
        <Link className="button button--ghost" to={backTo}>
          {t('comingSoon.back')}
        </Link>
      ) : null}
    </section>
  );
}

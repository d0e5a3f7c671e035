import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';

/** §2/§7: the newsletter sign-up makes no call yet; the form is kept as the spec shows it. */
export function Newsletter() {
  const { t } = useTranslation();
  const id = useId();
  const ignoreSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="newsletter__text">
        <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
        <p>{t('newsletter.body')}</p>
      </div>
      <form className="newsletter__form" onSubmit={ignoreSubmit}>
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('newsletter.email')}
        </label>
        <input id={`${id}-email`} type="email" name="newsletter-email" placeholder={t('newsletter.email')} autoComplete="email" />
        <button type="submit" className="button">
          {t('newsletter.submit')}
        </button>
        <p className="newsletter__terms">
          {t('newsletter.termsPrefix')} <Link to={ROUTES.terms}>{t('footer.terms')}</Link>{' '}
          {t('newsletter.termsJoin')} <Link to={ROUTES.privacy}>{t('footer.privacy')}</Link>.
        </p>
      </form>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { subscribeNewsletter } from '../../../features/content/api/newsletter';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter sign-up (docs/content.md): double opt-in, so the answer is always "check your inbox"; sending the
 * form again resends the confirmation. Validated without a form library to keep the public entry small.
 */
export function Newsletter() {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; message?: string }>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setState({ kind: 'error', message: t('content.contact.invalidEmail') });
      return;
    }
    setState({ kind: 'busy' });
    try {
      await subscribeNewsletter(email.trim(), pathname === ROUTES.home ? 'home' : pathname.split('/')[1] || 'home');
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: apiFieldErrors(error)?.email ?? apiErrorMessage(error) });
    }
  };
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`} data-testid="newsletter">
      <div className="newsletter__text">
        <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
        <p>{t('newsletter.body')}</p>
      </div>
      <form className="newsletter__form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="newsletter-email"
          placeholder={t('newsletter.email')}
          autoComplete="email"
          maxLength={254}
          value={email}
          aria-invalid={state.kind === 'error'}
          aria-describedby={`${id}-message`}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {t('newsletter.submit')}
        </button>
        <p id={`${id}-message`} className="newsletter__message" role={state.kind === 'error' ? 'alert' : 'status'}>
          {state.kind === 'done' ? t('newsletter.checkInbox') : state.kind === 'error' ? state.message : ''}
        </p>
        <p className="newsletter__terms">
          {t('newsletter.termsPrefix')} <Link to={ROUTES.terms}>{t('footer.terms')}</Link>{' '}
          {t('newsletter.termsJoin')} <Link to={ROUTES.privacy}>{t('footer.privacy')}</Link>.
        </p>
      </form>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@fj/shared';
import { changeLocale } from '../i18n';
import { rememberLocale } from '../lib/remember-locale';

const LOCALE_LABEL_KEYS: Record<Locale, string> = { en: 'language.en', ar: 'language.ar' };

/** EN/AR switch: sets the i18n language, <html lang> and dir (rtl for AR), remembered in localStorage and, signed in, on the account (emails). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          data-testid={`lang-${locale}`}
          lang={locale}
          className={`lang-switch__button${i18n.resolvedLanguage === locale ? ' lang-switch__button--active' : ''}`}
          aria-pressed={i18n.resolvedLanguage === locale}
          onClick={() => {
            void changeLocale(locale);
            void rememberLocale(locale);
          }}
        >
          {t(LOCALE_LABEL_KEYS[locale])}
        </button>
      ))}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, withQuery } from '@fj/shared';

/** The hero's job search box: a keyword, then the job list with it (the list reads `search`). */
export function HeroJobSearch() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(keyword.trim() ? withQuery(ROUTES.jobs, { search: keyword.trim() }) : ROUTES.jobs);
  };
  return (
    <form className="hero-search" role="search" onSubmit={submit} data-testid="hero-search">
      <label className="visually-hidden" htmlFor={id}>
        {t('content.home.searchLabel')}
      </label>
      <input id={id} type="search" maxLength={100} value={keyword} placeholder={t('content.home.searchPlaceholder')} onChange={(e) => setKeyword(e.target.value)} />
      <button type="submit" className="button button--large">
        {t('content.home.search')}
      </button>
    </form>
  );
}

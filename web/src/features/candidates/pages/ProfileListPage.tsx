import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { COUNTRIES, PROFILE_TYPES, profileHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import { usePublicProfiles } from '../api/public-profiles';
import { useEnumLabel, useEnumOptions } from '../components/use-enum-label';
import { mediaUrl } from '../media-url';
import '../candidates.css';

const PAGE_SIZE = 12;

/** `/profile/list`: public candidate profiles with search and pages (`?search=&page=`). */
export function ProfileListPage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const profileType = params.get('profile_type') ?? '';
  const profileTypes = useEnumOptions('profile_type', PROFILE_TYPES);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const { data, isPending, isFetching } = usePublicProfiles({
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    search,
    profile_type: profileType,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const go = (next: { search?: string; profileType?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextType = next.profileType ?? profileType;
    if (nextSearch) query.set('search', nextSearch);
    if (nextType) query.set('profile_type', nextType);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim().slice(0, 200), page: 1 });
  };

  return (
    <section className="candidate-page" data-testid="profile-list-page">
      <h1>{t('candidate.list.title')}</h1>
      <form className="form__row profile-search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="profile-search">
          {t('candidate.list.search')}
        </label>
        <input
          id="profile-search"
          className="field__input"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('candidate.list.searchPlaceholder')}
        />
        <label className="visually-hidden" htmlFor="profile-type-filter">
          {t('candidate.fields.profile_type')}
        </label>
        <select
          id="profile-type-filter"
          className="field__input profile-search__type"
          value={profileType}
          onChange={(event) => go({ profileType: event.target.value, page: 1 })}
        >
          <option value="">{t('candidate.list.allTypes')}</option>
          {profileTypes.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('candidate.list.search')}
        </button>
      </form>
      {isPending ? (
        <p className="table__status" role="status">
          {t('common.loading')}
        </p>
      ) : !data?.rows.length ? (
        <p className="table__status">{t('common.noData')}</p>
      ) : (
        <ul className="profile-cards" aria-busy={isFetching} data-testid="profile-cards">
          {data.rows.map((profile) => (
            <li key={profile.slug} className="profile-card">
              <Img src={mediaUrl(profile.profilePic)} alt={t('candidate.photoOf', { name: profile.cand_name })} width={72} height={72} fallback="profile" />
              <div>
                <h2>
                  <Link to={profileHref(profile.slug)}>{profile.cand_name}</Link>
                </h2>
                {profile.cand_headline.length ? (
                  <p className="profile-card__headline">
                    {profile.cand_headline.map((tag) => t(`enums.job_role.${tag.value}`, { defaultValue: tag.label })).join(' · ')}
                  </p>
                ) : null}
                <p className="lead">
                  {[profile.cand_city, enumLabel('countries', COUNTRIES, profile.cand_country)].filter(Boolean).join(', ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE_SIZE ? (
        <nav className="pager" aria-label={t('candidate.list.pages')}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t('candidate.list.previous')}
          </button>
          <span>{t('candidate.list.pageOf', { page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            {t('candidate.list.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fj/shared';
import { useFeaturedEmployers } from '../api/featured-employers';
import { useOrganisations } from '../api/organisations';
import { OrganisationCardView } from '../components/OrganisationCardView';
import '../organisations.css';

/** §9: featured organisations shown on the directory's first page (the featured call answers this many). */
const FEATURED_SHOWN = LIMITS.featuredOrganisationsShown;

/** `/employers/` Football Recruiter Directory: Featured list, then the Search list (9 per page, Load More). */
export function DirectoryPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const featured = useFeaturedEmployers(search);
  const featuredShown = featured.data?.slice(0, FEATURED_SHOWN) ?? [];
  // The list starts after the featured cards shown above (same order), so no organisation appears twice.
  const skip = featuredShown.length;
  const list = useOrganisations(search, skip, !featured.isPending);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = Math.max(0, (list.data?.pages[0]?.total ?? 0) - skip);
  const listPending = featured.isPending || list.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <section className="directory" data-testid="directory-page">
      <header className="directory__header">
        <h1>{t('employer.directory.title')}</h1>
        <form className="directory__search" role="search" onSubmit={submit}>
          <input
            className="field__input"
            type="search"
            maxLength={200}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('employer.directory.searchPlaceholder')}
            aria-label={t('employer.directory.searchPlaceholder')}
            data-testid="directory-search"
          />
          <button type="submit" className="button">
            {t('employer.directory.search')}
          </button>
        </form>
      </header>
      <section aria-labelledby="featured-heading" data-testid="featured-list">
        <h2 id="featured-heading">{t('employer.directory.featured')}</h2>
        {featured.isPending ? <p className="table__status">{t('common.loading')}</p> : null}
        {!featured.isPending && !featured.data?.length ? <p className="table__status">{t('common.noData')}</p> : null}
        <div className="org-grid">
          {featuredShown.map((organisation) => (
            <OrganisationCardView key={organisation.id} organisation={organisation} />
          ))}
        </div>
      </section>
      <section aria-labelledby="search-heading" data-testid="search-list">
        <h2 id="search-heading">{skip ? t('employer.directory.more') : t('employer.directory.all')}</h2>
        {listPending ? <p className="table__status">{t('common.loading')}</p> : null}
        {!listPending && rows.length === 0 ? <p className="table__status">{t('common.noData')}</p> : null}
        <div className="org-grid">
          {rows.map((organisation) => (
            <OrganisationCardView key={organisation.id} organisation={organisation} />
          ))}
        </div>
        {rows.length ? (
          <p className="directory__count" data-testid="directory-count">
            {t('employer.directory.showing', { shown: rows.length, total })}
          </p>
        ) : null}
        {list.hasNextPage ? (
          <button type="button" className="button" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="load-more">
            {list.isFetchingNextPage ? t('common.loading') : t('employer.directory.loadMore')}
          </button>
        ) : null}
      </section>
    </section>
  );
}

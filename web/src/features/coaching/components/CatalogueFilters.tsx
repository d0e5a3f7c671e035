import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COACHING_CATEGORIES, COACHING_LANGUAGES, COACHING_LEVELS } from '@fj/shared';
import { hasFilters, sameFilters, type CatalogueFilters as Filters } from '../lib/catalogue-filters';

interface CatalogueFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Search words (sent on submit) and category, level and language (applied at once); any change goes back to page 1. */
export function CatalogueFilters({ filters, onChange }: CatalogueFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  // The filters asked for and not yet shown: the address changes at once but the page renders it later (a transition),
  // so a choice made in between builds on the one before it, not on the page's older filters (which would drop it).
  const pending = useRef<Filters | null>(null);
  useEffect(() => {
    if (pending.current && sameFilters(pending.current, filters)) pending.current = null;
  }, [filters]);
  const replace = (next: Filters) => {
    pending.current = next;
    onChange(next);
  };
  const apply = (patch: Partial<Filters>) => replace({ ...(pending.current ?? filters), ...patch, page: 1 });
  const change = (key: 'category' | 'level' | 'language', value: string) => apply({ [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: search.trim() });
  };
  const select = (key: 'category' | 'level' | 'language', values: readonly string[], labelPrefix: string) => (
    <label className="field coaching-filters__field">
      <span className="field__label">{t(`coaching.filters.${key}`)}</span>
      <select className="field__input" value={filters[key]} onChange={(event) => change(key, event.target.value)} data-testid={`coaching-filter-${key}`}>
        <option value="">{t('coaching.filters.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${labelPrefix}.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className="coaching-filters" role="search" onSubmit={submit} aria-label={t('coaching.filters.label')} data-testid="coaching-filters">
      <label className="field coaching-filters__search">
        <span className="field__label">{t('coaching.filters.search')}</span>
        <span className="coaching-filters__search-row">
          <input
            className="field__input"
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('coaching.filters.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="coaching-filter-search"
          />
          <button type="submit" className="button">
            {t('coaching.filters.submit')}
          </button>
        </span>
      </label>
      {select('category', COACHING_CATEGORIES, 'coaching.categories')}
      {select('level', COACHING_LEVELS, 'coaching.levels')}
      {select('language', COACHING_LANGUAGES, 'coaching.languages')}
      {hasFilters(filters) ? (
        <button type="button" className="button button--ghost coaching-filters__clear" onClick={() => replace({ category: '', level: '', language: '', search: '', page: 1 })}>
          {t('coaching.filters.clear')}
        </button>
      ) : null}
    </form>
  );
}

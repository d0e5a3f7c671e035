import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, JOB_ROLES } from '@fj/shared';
import { enumOptions } from '../../../lib/enum-labels';
import type { HotListFilters } from '../api/types';
import { EMPTY_FILTERS } from '../lib/filters';

/** Role and country (a candidate open to "World" matches every country); kept in the address by the page. */
export function HotListFiltersForm({ initial, onSearch }: { initial: HotListFilters; onSearch: (filters: HotListFilters) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filters);
  };
  const select = (key: keyof HotListFilters, label: string, options: { value: string; label: string }[]) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" name={key} value={filters[key]} onChange={(event) => setFilters((current) => ({ ...current, [key]: event.target.value }))} data-testid={`hot-list-filter-${key}`}>
        <option value="">{t('employer.cv.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="hot-list-filters" role="search" aria-label={t('hotList.employer.filters')} onSubmit={submit} data-testid="hot-list-filters">
      {select('role', t('hotList.employer.role'), enumOptions(t, 'job_role', JOB_ROLES))}
      {select('country', t('hotList.employer.country'), enumOptions(t, 'countries', COUNTRIES))}
      <div className="hot-list-filters__buttons">
        <button type="submit" className="button" data-testid="hot-list-search">
          {t('hotList.employer.search')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setFilters(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          {t('employer.cv.clear')}
        </button>
      </div>
    </form>
  );
}

import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPERIENCES, JOB_CATEGORIES, JOB_TYPES, TIMINGS, WORK_MODES } from '@fj/shared';
import type { Facets } from '../api/types';
import type { BrowseEntry } from '../lib/browse-entries';
import { facetList } from '../lib/facets';
import { JOB_CLASS_FILTERS, POSTED_WITHIN_DAYS, activeFilterCount, type JobFilters } from '../lib/job-filters';
import { categoryText, countryText, experienceText, jobTypeText, workModeText } from '../lib/job-labels';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { FacetGroup, type FacetOption } from './FacetGroup';
import { useMediaQuery } from '../../../lib/hooks/useMediaQuery';

/** Where jobs.css folds the filters under their heading (keep the two in step). */
const FOLDED_FILTERS_QUERY = '(max-width: 860px)';

interface JobFiltersPanelProps {
  filters: JobFilters;
  facets: Facets;
  /** Employers to offer (those of the jobs on screen). */
  employers: BrowseEntry[];
  onChange: (change: Partial<JobFilters>) => void;
}

/** Options of a facet the api sends (countries, employers), keeping selected ones even at count 0. */
function facetOptions(facets: Facets, name: string, selected: readonly string[], label: (value: string) => string): FacetOption[] {
  const values = new Map<string, string>();
  for (const entry of facetList(facets, name)) values.set(String(entry.value), entry.label ?? label(String(entry.value)));
  for (const value of selected) if (!values.has(value)) values.set(value, label(value));
  return [...values].map(([value, text]) => ({ value, label: text }));
}

export function JobFiltersPanel({ filters, facets, employers, onChange }: JobFiltersPanelProps) {
  const { t } = useTranslation();
  // Small screens: the filters fold away under their heading so the results come first — and, folded, their ≈450
  // elements are not built at all until opened (most of the jobs list's first-render work on a phone).
  const [open, setOpen] = useState(false);
  // Opening answers the tap at once (the heading's state) and builds the ≈450 elements in a render React can
  // interrupt, after that paint: built in the tap's own render they held the next frame ≈1 s on a slowed phone.
  const built = useDeferredValue(open);
  const folded = useMediaQuery(FOLDED_FILTERS_QUERY) && !(open && built);
  const [salary, setSalary] = useState({ min: filters.salary_min, max: filters.salary_max });
  useEffect(() => setSalary({ min: filters.salary_min, max: filters.salary_max }), [filters.salary_min, filters.salary_max]);
  const applySalary = useDebouncedCallback(
    (min: string, max: string) => onChange({ salary_min: min.trim(), salary_max: max.trim() }),
    TIMINGS.searchSubmitMs,
  );
  const setSalaryPart = (part: 'min' | 'max', value: string) => {
    const next = { ...salary, [part]: value.replace(/[^\d.]/g, '') };
    setSalary(next);
    applySalary(next.min, next.max);
  };

  return (
    <aside className={`job-filters${open ? ' job-filters--open' : ''}`} aria-label={t('jobs.filters.title')} data-testid="job-filters">
      <div className="job-filters__head">
        <h2>
          <button
            type="button"
            className="job-filters__toggle"
            aria-expanded={open}
            aria-controls="job-filters-body"
            onClick={() => setOpen(!open)}
          >
            {t('jobs.filters.title')}
            {activeFilterCount(filters) ? ` (${activeFilterCount(filters)})` : ''}
          </button>
          <span className="job-filters__heading">{t('jobs.filters.title')}</span>
        </h2>
        {activeFilterCount(filters) > 0 ? (
          <button
            type="button"
            className="button button--link"
            onClick={() =>
              onChange({ category: [], location: [], city: '', job_type: [], workMode: [], experience: [], salary_min: '', salary_max: '', job_class: '', posted_within: '', employer: '' })
            }
          >
            {t('jobs.filters.clear')}
          </button>
        ) : null}
      </div>

      <div className="job-filters__body" id="job-filters-body">
        {folded ? null : (
        <>
        <FacetGroup
          name="category"
          legend={t('jobs.filters.category')}
          options={JOB_CATEGORIES.map((option) => ({ value: option.value, label: categoryText(t, option.value) }))}
          counts={facetList(facets, 'category')}
          selected={filters.category}
          onChange={(category) => onChange({ category })}
        />
        <FacetGroup
          name="location"
          legend={t('jobs.filters.location')}
          options={facetOptions(facets, 'location', filters.location, (value) => countryText(t, value))}
          counts={facetList(facets, 'location')}
          selected={filters.location}
          onChange={(location) => onChange({ location, city: '' })}
        />
        <FacetGroup
          name="job_type"
          legend={t('jobs.filters.jobType')}
          options={JOB_TYPES.map((option) => ({ value: option.value, label: jobTypeText(t, option.value) }))}
          counts={facetList(facets, 'job_type')}
          selected={filters.job_type}
          onChange={(job_type) => onChange({ job_type })}
        />
        <FacetGroup
          name="workMode"
          legend={t('jobs.filters.workMode')}
          options={WORK_MODES.map((option) => ({ value: option.value, label: workModeText(t, option.value) }))}
          counts={facetList(facets, 'workMode')}
          selected={filters.workMode}
          onChange={(workMode) => onChange({ workMode })}
        />
        <FacetGroup
          name="experience"
          legend={t('jobs.filters.experience')}
          options={EXPERIENCES.map((option) => ({ value: option.value, label: experienceText(t, option.value) }))}
          counts={facetList(facets, 'experience')}
          selected={filters.experience}
          onChange={(experience) => onChange({ experience })}
        />

        <fieldset className="facet">
          <legend className="facet__legend">{t('jobs.filters.salary')}</legend>
          <div className="facet__range">
            <label>
              <span>{t('jobs.filters.salaryMin')}</span>
              <input
                className="field__input"
                name="salary_min"
                inputMode="decimal"
                value={salary.min}
                onChange={(event) => setSalaryPart('min', event.target.value)}
              />
            </label>
            <label>
              <span>{t('jobs.filters.salaryMax')}</span>
              <input
                className="field__input"
                name="salary_max"
                inputMode="decimal"
                value={salary.max}
                onChange={(event) => setSalaryPart('max', event.target.value)}
              />
            </label>
          </div>
        </fieldset>

        <fieldset className="facet" data-testid="facet-job_class">
          <legend className="facet__legend">{t('jobs.filters.jobClass')}</legend>
          {(['', ...JOB_CLASS_FILTERS] as const).map((value) => (
            <label key={value || 'all'} className="facet__option">
              <input
                type="radio"
                name="job_class"
                value={value}
                checked={filters.job_class === value}
                onChange={() => onChange({ job_class: value })}
              />
              <span className="facet__label">{t(`jobs.filters.class.${value || 'all'}`)}</span>
            </label>
          ))}
        </fieldset>

        <label className="field">
          <span className="field__label">{t('jobs.filters.postedWithin')}</span>
          <select
            className="field__input"
            name="posted_within"
            value={filters.posted_within}
            onChange={(event) => onChange({ posted_within: event.target.value })}
          >
            <option value="">{t('jobs.filters.anyTime')}</option>
            {POSTED_WITHIN_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {t('jobs.filters.lastDays', { count: days })}
              </option>
            ))}
          </select>
        </label>

        <label className="field">
          <span className="field__label">{t('jobs.filters.employer')}</span>
          <select
            className="field__input"
            name="employer"
            value={filters.employer}
            onChange={(event) => onChange({ employer: event.target.value })}
          >
            <option value="">{t('jobs.filters.anyEmployer')}</option>
            {employers.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {filters.employer && !employers.some((option) => option.value === filters.employer) ? (
              <option value={filters.employer}>{t('jobs.filters.employerNumber', { id: filters.employer })}</option>
            ) : null}
          </select>
        </label>
        </>
        )}
      </div>
    </aside>
  );
}


import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useCategoriesAndLocations } from '../api/categories-locations';
import type { JobListItem } from '../api/types';
import { categoryEntries, countryEntries, employerEntries, type BrowseEntry } from '../lib/browse-entries';
import { EMPTY_FILTERS, filtersToSearchParams, type JobFilters } from '../lib/job-filters';
import { categoryText, countryText } from '../lib/job-labels';

type SectionName = 'location' | 'category' | 'employer';

/** §2 mobile "Browse Jobs" accordion: Location, Category and Employers, each entry a link to that search. */
export function BrowseJobsAccordion({ rows }: { rows: readonly JobListItem[] | undefined }) {
  const { t } = useTranslation();
  const { data: lookup } = useCategoriesAndLocations();
  const sections: { name: SectionName; title: string; entries: BrowseEntry[] }[] = [
    { name: 'location', title: t('jobs.browse.location'), entries: countryEntries(lookup).map((entry) => ({ ...entry, label: countryText(t, entry.value) || entry.label })) },
    { name: 'category', title: t('jobs.browse.category'), entries: categoryEntries(lookup).map((entry) => ({ ...entry, label: categoryText(t, entry.value) || entry.label })) },
    { name: 'employer', title: t('jobs.browse.employers'), entries: employerEntries(rows) },
  ];
  const hrefFor = (name: SectionName, value: string) => {
    const filters: JobFilters = name === 'employer' ? { ...EMPTY_FILTERS, employer: value } : { ...EMPTY_FILTERS, [name]: [value] };
    return `${ROUTES.jobs}?${filtersToSearchParams(filters).toString()}`;
  };
  return (
    <nav className="browse-accordion" aria-label={t('jobs.browse.title')} data-testid="browse-jobs-accordion">
      <h2 className="browse-accordion__title">{t('jobs.browse.title')}</h2>
      {sections.map((section) => (
        <details key={section.name} className="browse-accordion__section">
          <summary>{section.title}</summary>
          {section.entries.length === 0 ? (
            <p className="facet__empty">{t('common.noData')}</p>
          ) : (
            <ul>
              {section.entries.map((entry) => (
                <li key={entry.value}>
                  <Link to={hrefFor(section.name, entry.value)}>
                    {/* Employer names are data; places and categories are named in the page's language. */}
                    {section.name === 'employer' ? <span data-i18n-skip="" dir="auto">{entry.label}</span> : entry.label}{' '}
                    <span className="facet__count">{entry.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </nav>
  );
}

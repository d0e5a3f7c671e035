import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { type MultiValue } from 'react-select';
import { COUNTRIES, EXPERIENCES, LEVELS, PROFILE_TYPES, QUALIFICATIONS, SKILLS, enumLabelKey } from '@fj/shared';
import { EMPTY_CV_FILTERS, type CvFilters } from '../lib/cv-filters';
import { enumLabel } from '../../../lib/enum-labels';

interface CvFiltersFormProps {
  initial: CvFilters;
  onSearch: (filters: CvFilters) => void;
}

type Family = 'profile_type' | 'level' | 'experience' | 'qualification' | 'countries';
const LISTS: Record<Family, readonly { value: string; label: string }[]> = {
  profile_type: PROFILE_TYPES,
  level: LEVELS,
  experience: EXPERIENCES,
  qualification: QUALIFICATIONS,
  countries: COUNTRIES,
};

/** Keyword and the §2 filters: profile type, level, experience, qualification, country/city, availability, relocation, skills. */
interface SkillOption {
  value: string;
  label: string;
}

export function CvFiltersForm({ initial, onSearch }: CvFiltersFormProps) {
  const { t, i18n } = useTranslation();
  // Candidates' skills are stored by label, so the label is what the search matches (and what the URL keeps).
  const skillOptions: SkillOption[] = SKILLS.map((option) => ({ value: option.label, label: t(enumLabelKey('skills', option.value), { defaultValue: option.label }) }));
  const [filters, setFilters] = useState<CvFilters>(initial);
  const set = (key: keyof CvFilters, value: string | string[]) => setFilters((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filters);
  };
  const select = (key: keyof CvFilters, family: Family, label: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" value={filters[key] as string} onChange={(event) => set(key, event.target.value)} data-testid={`cv-filter-${key}`}>
        <option value="">{t('employer.cv.any')}</option>
        {LISTS[family].map((option) => (
          <option key={option.value} value={option.value}>
            {enumLabel(t, family, option.value, LISTS[family])}
          </option>
        ))}
      </select>
    </label>
  );
  const yesNo = (key: 'availability' | 'relocate', label: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" value={filters[key]} onChange={(event) => set(key, event.target.value)} data-testid={`cv-filter-${key}`}>
        <option value="">{t('employer.cv.any')}</option>
        <option value="yes">{t('employer.cv.yes')}</option>
        <option value="no">{t('employer.cv.no')}</option>
      </select>
    </label>
  );
  return (
    <form className="cv-filters" onSubmit={submit} role="search" data-testid="cv-filters">
      <label className="field cv-filters__keyword">
        <span className="field__label">{t('employer.cv.keyword')}</span>
        <input className="field__input" type="search" maxLength={200} value={filters.search} onChange={(event) => set('search', event.target.value)} data-testid="cv-search" />
      </label>
      {select('profile_type', 'profile_type', t('employer.cv.profileType'))}
      {select('level', 'level', t('employer.cv.level'))}
      {select('experience', 'experience', t('employer.cv.experience'))}
      {select('qualification', 'qualification', t('employer.cv.qualification'))}
      {select('country', 'countries', t('employer.cv.country'))}
      <label className="field">
        <span className="field__label">{t('employer.cv.city')}</span>
        <input className="field__input" maxLength={100} value={filters.city} onChange={(event) => set('city', event.target.value)} data-testid="cv-filter-city" />
      </label>
      {yesNo('availability', t('employer.cv.available'))}
      {yesNo('relocate', t('employer.cv.relocate'))}
      <div className="field cv-filters__skills" data-testid="cv-filter-skills">
        <label className="field__label" htmlFor="cv-filter-skills">
          {t('employer.cv.skills')}
        </label>
        <Select<SkillOption, true>
          inputId="cv-filter-skills"
          isMulti
          options={skillOptions}
          value={filters.skills.map((skill) => skillOptions.find((option) => option.value === skill) ?? { value: skill, label: skill })}
          onChange={(next: MultiValue<SkillOption>) => set('skills', next.map((option) => option.value))}
          className="async-select"
          classNamePrefix="async-select"
          isRtl={i18n.dir() === 'rtl'}
          placeholder={t('employer.cv.anySkill')}
          noOptionsMessage={() => t('form.noMatches')}
        />
      </div>
      <div className="cv-filters__buttons">
        <button type="submit" className="button" data-testid="cv-search-submit">
          {t('employer.cv.searchButton')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setFilters(EMPTY_CV_FILTERS);
            onSearch(EMPTY_CV_FILTERS);
          }}
        >
          {t('employer.cv.clear')}
        </button>
      </div>
    </form>
  );
}

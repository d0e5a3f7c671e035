import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, POSITIONS, TIMINGS } from '@fj/shared';
import { AsyncSelect, type AsyncOption } from '../../../components/AsyncSelect';
import { enumOptions } from '../../../lib/enum-labels';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback';
import { fetchClubOptions } from '../api/clubs-staff';

/** The §2 query parameters of the player database and search pages (name, club, nationality, position, age). */
export interface PlayerFilterValues {
  name: string;
  club_label: string;
  club_value: string;
  nationality_label: string;
  nationality_value: string;
  position_label: string;
  position_value: string;
  age: string;
}

export const FILTER_KEYS: readonly (keyof PlayerFilterValues)[] = [
  'name', 'club_label', 'club_value', 'nationality_label', 'nationality_value', 'position_label', 'position_value', 'age',
];

/** An age or an age range as the address carries it: `24`, `18-23`, or nothing. */
const AGE_PATTERN = /^(\d{1,2}(-\d{1,2})?)?$/;

const loadClubs = async (input: string): Promise<AsyncOption[]> => (await fetchClubOptions(input)).map((club) => ({ value: club.value, label: club.label }));

/** Filters that write straight to the URL; the name and age apply 300 ms after typing stops (§9), or on leaving the field. */
export function PlayerFilters({ values, onChange }: { values: PlayerFilterValues; onChange: (next: Partial<PlayerFilterValues>) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(values.name);
  const [age, setAge] = useState(values.age);
  const applyName = useDebouncedCallback((next: string) => onChange({ name: next }), TIMINGS.searchSubmitMs);
  const applyAge = useDebouncedCallback((next: string) => onChange({ age: next }), TIMINGS.searchSubmitMs);
  useEffect(() => setName(values.name), [values.name]);
  useEffect(() => setAge(values.age), [values.age]);
  const nationalities = enumOptions(t, 'countries', COUNTRIES);
  const positions = enumOptions(t, 'positions', POSITIONS);
  return (
    <form className="player-filters" role="search" onSubmit={(event) => event.preventDefault()} data-testid="player-filters">
      <label className="field">
        <span className="field__label">{t('football.search.name')}</span>
        <input className="field__input" value={name} maxLength={100} data-testid="player-search-name"
          onChange={(event) => { setName(event.target.value); applyName(event.target.value); }}
          onBlur={() => { if (name !== values.name) applyName.flush(name); }} placeholder={t('football.search.namePlaceholder')} />
      </label>
      <div className="field">
        <label className="field__label" htmlFor="player-filter-club">{t('football.search.club')}</label>
        <AsyncSelect inputId="player-filter-club" loadOptions={loadClubs}
          value={values.club_value ? { value: values.club_value, label: values.club_label || values.club_value } : null}
          onChange={(option) => onChange({ club_value: option ? String(option.value) : '', club_label: option?.label ?? '' })} />
      </div>
      <label className="field">
        <span className="field__label">{t('football.search.nationality')}</span>
        <select className="field__input" value={values.nationality_value} data-testid="player-filter-nationality"
          onChange={(event) => onChange({ nationality_value: event.target.value, nationality_label: event.target.selectedOptions[0]?.text ?? '' })}>
          <option value="">{t('football.search.any')}</option>
          {nationalities.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('football.search.position')}</span>
        <select className="field__input" value={values.position_value} data-testid="player-filter-position"
          onChange={(event) => onChange({ position_value: event.target.value, position_label: event.target.selectedOptions[0]?.text ?? '' })}>
          <option value="">{t('football.search.any')}</option>
          {positions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('football.search.age')}</span>
        <input className="field__input" value={age} maxLength={5} inputMode="numeric" placeholder={t('football.search.agePlaceholder')} data-testid="player-filter-age"
          onChange={(event) => { setAge(event.target.value); if (AGE_PATTERN.test(event.target.value)) applyAge(event.target.value); }}
          onBlur={() => { if (age !== values.age && AGE_PATTERN.test(age)) applyAge.flush(age); }} />
      </label>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@fj/shared';
import { useDebouncedCallback } from '../lib/use-debounced-callback';

interface JobSearchBarProps {
  value: string;
  onSearch: (keyword: string) => void;
}

/** Keyword box: typing searches 300 ms after the last key (§9); Enter or the button searches at once. */
export function JobSearchBar({ value, onSearch }: JobSearchBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((keyword: string) => onSearch(keyword.trim()), TIMINGS.searchSubmitMs);

  // Follow the URL (back/forward, "clear"), but leave what is being typed alone when it already matches.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.flush(text);
  };

  return (
    <form className="job-search" role="search" onSubmit={submit} data-testid="job-search-form">
      <label className="visually-hidden" htmlFor="job-search-keyword">
        {t('jobs.search.keyword')}
      </label>
      <input
        id="job-search-keyword"
        name="search"
        type="search"
        className="field__input"
        value={text}
        maxLength={200}
        placeholder={t('jobs.search.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value);
        }}
      />
      <button type="submit" className="button">
        {t('jobs.search.submit')}
      </button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@fj/shared';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { LocationBox, placeText, type ChosenPlace } from './LocationBox';

/** The place box's text on submit: unchanged (undefined), anywhere (empty), or a typed city ("Berlin, Germany" → Berlin). */
function typedPlace(text: string, shown: string): ChosenPlace | undefined {
  const typed = text.trim();
  if (typed === shown.trim()) return undefined;
  return { countries: [], city: typed.split(/[,،]/)[0]!.trim().slice(0, 100) };
}

interface JobSearchBarProps {
  value: string;
  place: ChosenPlace;
  /** A keyword typed (debounced) or submitted; on submit also the place typed in the box (undefined: unchanged). */
  onSearch: (keyword: string, place?: ChosenPlace) => void;
  onPlace: (place: ChosenPlace) => void;
}

/**
 * Keyword and location, side by side (one row on a desktop, stacked on a phone). Typing a keyword searches 300 ms
 * after the last key (§9); a place applies when one of its suggestions is picked; Enter or the button searches at
 * once with what the place box holds: a typed text is taken as a city, an emptied box means anywhere.
 */
export function JobSearchBar({ value, place, onSearch, onPlace }: JobSearchBarProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(value);
  const shownPlace = placeText(t, place, i18n.dir() === 'rtl');
  const [where, setWhere] = useState(shownPlace);
  const search = useDebouncedCallback((keyword: string, typedPlace?: ChosenPlace) => onSearch(keyword.trim(), typedPlace), TIMINGS.searchSubmitMs);

  // Follow the URL (back/forward, "clear"), but leave what is being typed alone when it already matches.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => setWhere(shownPlace), [shownPlace]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One call with both, so the URL gets the keyword and the place in one change.
    search.flush(text, typedPlace(where, shownPlace));
  };

  return (
    <form className="job-search" role="search" onSubmit={submit} data-testid="job-search-form">
      <div className="job-search__keyword">
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
      </div>
      <LocationBox
        text={where}
        onText={setWhere}
        onChoose={(chosen, label) => {
          setWhere(label);
          onPlace(chosen);
        }}
      />
      <button type="submit" className="button">
        {t('jobs.search.submit')}
      </button>
    </form>
  );
}

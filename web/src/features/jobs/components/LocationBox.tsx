import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationSuggestions, type LocationSuggestion } from '../api/location-suggestions';
import { countryText } from '../lib/job-card-labels';

export interface ChosenPlace {
  /** Country values; one with a city. Empty: anywhere. */
  countries: string[];
  city: string;
}

interface LocationBoxProps {
  text: string;
  onText: (text: string) => void;
  /** A suggestion was picked (click, Enter on the highlighted one). */
  onChoose: (place: ChosenPlace, text: string) => void;
}

/** The place's text in the page's language ("Berlin, Germany" / "برلين، ألمانيا" with the country named in Arabic). */
export function placeText(t: Parameters<typeof countryText>[0], place: ChosenPlace, rtl: boolean): string {
  const countries = place.countries.map((country) => countryText(t, country));
  if (place.city) return [place.city, countries[0]].filter(Boolean).join(rtl ? '، ' : ', ');
  return countries.join(rtl ? '، ' : ', ');
}

/** The location box beside the keyword: a combobox whose suggestions are places with active jobs and their counts. */
export function LocationBox({ text, onText, onChoose }: LocationBoxProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useLocationSuggestions(text);
  const options = open && text.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const listId = `${id}-list`;
  const rtl = i18n.dir() === 'rtl';

  const choose = (option: LocationSuggestion) => {
    const place = { countries: [option.country], city: option.city };
    onChoose(place, placeText(t, place, rtl));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="location-box">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('jobs.search.location')}
      </label>
      <input
        id={`${id}-input`}
        name="location_text"
        type="text"
        className="field__input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && options[active] ? `${id}-option-${active}` : undefined}
        value={text}
        maxLength={100}
        placeholder={t('jobs.search.locationPlaceholder')}
        data-testid="job-search-location"
        onChange={(event) => {
          onText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" className="location-box__list" hidden={options.length === 0} aria-label={t('jobs.search.locationSuggestions')}>
        {options.map((option, index) => (
          <li
            key={`${option.country}-${option.city}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="location-box__option"
            data-testid="location-option"
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span>
              {option.city ? (
                <>
                  <span data-i18n-skip="" dir="auto">
                    {option.city}
                  </span>
                  {rtl ? '، ' : ', '}
                </>
              ) : null}
              {countryText(t, option.country)}
            </span>
            <span className="location-box__count">{t('jobs.search.jobCount', { count: option.count })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

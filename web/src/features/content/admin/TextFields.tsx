import { useTranslation } from 'react-i18next';

/** A column of one-line text inputs over the same values object (testimonial and advert editors). */
export function TextFields<K extends string>({ idPrefix, labelPrefix, names, values, maxLength, onChange, lang }: {
  idPrefix: string;
  labelPrefix: string;
  names: readonly K[];
  values: Record<K, string>;
  maxLength: (name: K) => number;
  onChange: (name: K, value: string) => void;
  /** The language typed into the fields when it is not the page's (the Arabic text of an advert). */
  lang?: 'ar';
}) {
  const { t } = useTranslation();
  return (
    <>
      {names.map((name) => (
        <div className="form-field" key={name}>
          <label htmlFor={`${idPrefix}-${name}`}>{t(`${labelPrefix}.${name}`)}</label>
          <input id={`${idPrefix}-${name}`} maxLength={maxLength(name)} value={values[name]} onChange={(e) => onChange(name, e.target.value)} lang={lang} dir={lang ? 'rtl' : undefined} />
        </div>
      ))}
    </>
  );
}

import { FieldArray, getIn, useFormikContext } from 'formik';
import Select from 'react-select';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, JOB_POST_LIMITS } from '@fj/shared';
import { translateFormMessage } from '../../../../lib/form-messages';
import type { JobPostFormValues } from '../../lib/job-post-values';
import { enumOptions } from '../../../../lib/enum-labels';

/** jobLocation: one or more (country, city) rows; the country is a react-select over the §3 list. */
export function LocationsEditor() {
  const { t, i18n } = useTranslation();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<JobPostFormValues>();
  const options = enumOptions(t, 'countries', COUNTRIES);
  const listError = touched.jobLocation && typeof errors.jobLocation === 'string' ? errors.jobLocation : undefined;
  return (
    <fieldset className="field form__full" data-testid="job-locations">
      <legend className="field__label">{`${t('jobs.post.locations')} *`}</legend>
      <FieldArray name="jobLocation">
        {({ push, remove }) => (
          <>
            {values.jobLocation.map((location, index) => {
              const countryError = getIn(touched, `jobLocation.${index}.country`) ? (getIn(errors, `jobLocation.${index}.country`) as string | undefined) : undefined;
              return (
                <div key={index} className="location-row">
                  <div className="location-row__country">
                    <label className="visually-hidden" htmlFor={`location-country-${index}`}>
                      {t('jobs.post.country')}
                    </label>
                    <Select
                      inputId={`location-country-${index}`}
                      className="async-select"
                      classNamePrefix="async-select"
                      isRtl={i18n.dir() === 'rtl'}
                      options={options}
                      placeholder={t('jobs.post.country')}
                      value={options.find((option) => option.value === location.country) ?? null}
                      onChange={(option) => void setFieldValue(`jobLocation.${index}.country`, option?.value ?? '')}
                      onBlur={() => void setFieldTouched(`jobLocation.${index}.country`, true)}
                    />
                    {countryError ? <p className="field__error" role="alert">{translateFormMessage(countryError, t)}</p> : null}
                  </div>
                  <input
                    className="field__input"
                    name={`jobLocation.${index}.city`}
                    aria-label={t('jobs.post.city')}
                    placeholder={t('jobs.post.city')}
                    maxLength={JOB_POST_LIMITS.city}
                    value={location.city}
                    onChange={(event) => void setFieldValue(`jobLocation.${index}.city`, event.target.value)}
                  />
                  {values.jobLocation.length > 1 ? (
                    <button type="button" className="button button--link" onClick={() => remove(index)}>
                      {t('jobs.post.remove')}
                    </button>
                  ) : null}
                </div>
              );
            })}
            {values.jobLocation.length < JOB_POST_LIMITS.locations ? (
              <button type="button" className="button button--ghost" onClick={() => push({ country: '', city: '' })}>
                {t('jobs.post.addLocation')}
              </button>
            ) : null}
          </>
        )}
      </FieldArray>
      {listError ? <p className="field__error" role="alert">{translateFormMessage(listError, t)}</p> : null}
    </fieldset>
  );
}

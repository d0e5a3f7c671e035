import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { isoToLocalInput, isolatedZoneLabel } from '../lib/time-zone';

interface SlotPickersProps {
  /** The formik field holding `datetime-local` strings. */
  name: string;
  max: number;
  zone: string;
  /** Where the zone comes from, for the hint: the profile, or the browser when none is saved. */
  zoneSaved: boolean;
}

/** 1–`max` start times typed in the viewer's zone (one `datetime-local` each), with Add and Remove. */
export function SlotPickers({ name, max, zone, zoneSaved }: SlotPickersProps) {
  const { t } = useTranslation();
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<Record<string, unknown>>();
  const slots = (getIn(values, name) as string[] | undefined) ?? [];
  const listError = getIn(errors, name);
  const wasTouched = getIn(touched, name);
  // Not before the next minute: the browser's picker then offers no past day.
  const earliest = isoToLocalInput(new Date(Date.now() + 60_000).toISOString(), zone);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <fieldset className="interview-slots" data-testid="slot-pickers">
          <legend className="field__label">{`${t('interviews.form.slots', { max })} *`}</legend>
          <p className="field__hint">{t(zoneSaved ? 'interviews.form.slotsZoneSaved' : 'interviews.form.slotsZoneBrowser', { zone: isolatedZoneLabel(zone) })}</p>
          {slots.map((slot, index) => {
            const id = `field-${name}-${index}`;
            const error = Array.isArray(wasTouched) && wasTouched[index] && Array.isArray(listError) ? (listError[index] as string | undefined) : undefined;
            return (
              <div key={index} className={`interview-slots__row${error ? ' field--invalid' : ''}`}>
                <label className="visually-hidden" htmlFor={id}>
                  {t('interviews.form.slotN', { n: index + 1 })}
                </label>
                <input
                  id={id}
                  name={`${name}.${index}`}
                  type="datetime-local"
                  className="field__input"
                  value={slot}
                  min={earliest}
                  required
                  onChange={handleChange}
                  onBlur={handleBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  data-testid="slot-input"
                />
                {slots.length > 1 ? (
                  <button type="button" className="button button--link" onClick={() => helpers.remove(index)} data-testid="slot-remove">
                    {t('interviews.form.removeSlot')}
                  </button>
                ) : null}
                {error ? (
                  <p className="field__error interview-slots__error" id={`${id}-error`} role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          {typeof listError === 'string' && wasTouched ? (
            <p className="field__error" role="alert">
              {listError}
            </p>
          ) : null}
          {slots.length < max ? (
            <button type="button" className="button button--ghost button--small" onClick={() => helpers.push('')} data-testid="slot-add">
              {t('interviews.form.addSlot')}
            </button>
          ) : null}
        </fieldset>
      )}
    </FieldArray>
  );
}

import { Field, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { InterviewDto } from '@fj/shared';
import { formatInterviewRange } from '../lib/time-zone';

/** The offered times of an interview as radio buttons (field `slot`), in the viewer's zone; times gone are disabled. */
export function SlotChoice({ interview, zone, testId }: { interview: InterviewDto; zone: string; testId?: string }) {
  const { t, i18n } = useTranslation();
  const [, meta] = useField<string>('slot');
  return (
    <fieldset className="interview-choice">
      <legend className="field__label">{`${t('interviews.form.chooseTime')} *`}</legend>
      {interview.slots.map((slot) => {
        const past = Date.parse(slot) <= Date.now();
        return (
          <label key={slot} className={`field__check interview-choice__option${past ? ' interview-choice__option--past' : ''}`}>
            <Field type="radio" name="slot" value={slot} disabled={past} data-testid={testId} />
            <time dateTime={slot}>{formatInterviewRange(slot, interview.durationMinutes, zone, i18n.language)}</time>
            {past ? <span className="interview-choice__note">{t('interviews.form.past')}</span> : null}
          </label>
        );
      })}
      {meta.touched && meta.error ? (
        <p className="field__error" role="alert">
          {meta.error}
        </p>
      ) : null}
    </fieldset>
  );
}

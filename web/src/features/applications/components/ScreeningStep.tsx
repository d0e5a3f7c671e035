import { useFormikContext, getIn } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../../lib/form-messages';
import { ANSWER_MAX, COVER_NOTE_MAX, type ApplyFormValues, type ApplyQuestion } from '../lib/apply-steps';

/** Step SCREENING_QUESTIONS: the job's questions (required ones marked ' *') and an optional cover note. */
export function ScreeningStep({ questions }: { questions: readonly ApplyQuestion[] }) {
  const { t } = useTranslation();
  const { values, errors, touched, handleBlur, setFieldValue } = useFormikContext<ApplyFormValues>();
  const errorOf = (name: string) => {
    const message = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
    return message ? translateFormMessage(message, t) : undefined;
  };
  return (
    <div className="apply-step" data-testid="apply-step-questions">
      {questions.length === 0 ? <p>{t('applications.apply.noQuestions')}</p> : null}
      {questions.map((question, index) => {
        const name = `answers.${question.id}`;
        const id = `apply-answer-${index}`;
        const error = errorOf(name);
        return (
          <div key={question.id} className={`field${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={id}>
              {question.required ? `${question.question} *` : question.question}
            </label>
            <textarea
              id={id}
              name={name}
              className="field__input"
              rows={3}
              maxLength={ANSWER_MAX}
              value={values.answers[question.id] ?? ''}
              onChange={(event) => void setFieldValue(name, event.target.value)}
              onBlur={handleBlur}
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="field">
        <label className="field__label" htmlFor="apply-cover-note">
          {t('applications.apply.coverNote')}
        </label>
        <textarea
          id="apply-cover-note"
          name="cover_note"
          className="field__input"
          rows={5}
          maxLength={COVER_NOTE_MAX}
          value={values.cover_note}
          onChange={(event) => void setFieldValue('cover_note', event.target.value)}
          onBlur={handleBlur}
        />
        {errorOf('cover_note') ? <p className="field__error" role="alert">{errorOf('cover_note')}</p> : null}
      </div>
    </div>
  );
}

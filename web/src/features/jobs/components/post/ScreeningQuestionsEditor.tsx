import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { JOB_POST_LIMITS } from '@fj/shared';
import { translateFormMessage } from '../../../../lib/form-messages';
import type { JobPostFormValues } from '../../lib/job-post-values';

/** Screening questions the candidate answers at step 2 of the apply flow; each may be required. */
export function ScreeningQuestionsEditor() {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<JobPostFormValues>();
  return (
    <fieldset className="field form__full" data-testid="screening-questions">
      <legend className="field__label">{t('jobs.post.screeningQuestions')}</legend>
      <FieldArray name="screening_questions">
        {({ push, remove }) => (
          <>
            {values.screening_questions.map((question, index) => {
              const name = `screening_questions.${index}.question`;
              const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
              return (
                <div key={question.id || index} className="question-row">
                  <label className="visually-hidden" htmlFor={`question-${index}`}>
                    {t('jobs.post.question', { number: index + 1 })}
                  </label>
                  <input
                    id={`question-${index}`}
                    className="field__input"
                    name={name}
                    maxLength={JOB_POST_LIMITS.question}
                    placeholder={t('jobs.post.question', { number: index + 1 })}
                    value={question.question}
                    onChange={(event) => void setFieldValue(name, event.target.value)}
                    onBlur={() => void setFieldTouched(name, true)}
                  />
                  <label className="field__check">
                    <input
                      type="checkbox"
                      name={`screening_questions.${index}.required`}
                      checked={question.required}
                      onChange={(event) => void setFieldValue(`screening_questions.${index}.required`, event.target.checked)}
                    />
                    <span>{t('jobs.post.questionRequired')}</span>
                  </label>
                  <button type="button" className="button button--link" onClick={() => remove(index)}>
                    {t('jobs.post.remove')}
                  </button>
                  {error ? <p className="field__error" role="alert">{translateFormMessage(error, t)}</p> : null}
                </div>
              );
            })}
            {values.screening_questions.length < JOB_POST_LIMITS.screeningQuestions ? (
              <button type="button" className="button button--ghost" data-testid="add-question" onClick={() => push({ id: '', question: '', required: false })}>
                {t('jobs.post.addQuestion')}
              </button>
            ) : null}
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}

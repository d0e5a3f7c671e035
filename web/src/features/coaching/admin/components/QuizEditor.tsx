import { FieldArray, Form, Formik, getIn, setIn, useFormikContext, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COACHING_LIMITS, type CoachingQuizInput } from '@fj/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FieldShell, TextAreaField, TextField } from '../../../../components/form';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-errors';
import { translateFormMessage } from '../../../../lib/form-messages';
import { useDeleteQuiz, useSaveQuiz } from '../api/authoring';
import { MIN_OPTIONS, OPTION_MAX_LENGTH, emptyOption, emptyQuestion, emptyQuiz, quizInputFrom, quizSchema, quizValuesFrom, withCorrect, withKind, type QuizFormValues } from '../lib/quiz-form';

interface QuizEditorProps {
  lessonId: number;
  lessonTitle: string;
  quiz: (CoachingQuizInput & { id: number }) | null;
}

/** The lesson's quiz: questions with one or several right answers, the pass mark and the attempts a learner has. */
export function QuizEditor({ lessonId, lessonTitle, quiz }: QuizEditorProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteQuiz = useDeleteQuiz(lessonId);
  const headingId = `quiz-${lessonId}`;
  return (
    <section className="coaching-admin__subpanel" aria-labelledby={headingId} data-testid="quiz-editor">
      <div className="coaching-admin__subpanel-head">
        <h3 id={headingId}>{t('coachingAdmin.quiz.title')}</h3>
        {quiz ? (
          <button type="button" className="button button--ghost button--small coaching-admin__danger" onClick={() => setDeleting(true)} data-testid="quiz-delete">
            {t('coachingAdmin.quiz.delete')}
          </button>
        ) : null}
      </div>
      {quiz || adding ? (
        <QuizForm key={quiz?.id ?? 'new'} lessonId={lessonId} initialValues={quiz ? quizValuesFrom(quiz) : emptyQuiz(t('coachingAdmin.quiz.defaultTitle', { lesson: lessonTitle }))} onCancel={quiz ? undefined : () => setAdding(false)} />
      ) : (
        <div className="form__row">
          <p className="admin-hint">{t('coachingAdmin.quiz.none')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => setAdding(true)} data-testid="quiz-add">
            {t('coachingAdmin.quiz.add')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        message={t('coachingAdmin.quiz.deleteQuestion')}
        busy={deleteQuiz.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await deleteQuiz.mutateAsync();
            setAdding(false);
            notifySuccess(t('coachingAdmin.quiz.deleted'));
          } catch (error) {
            notifyError(apiErrorMessage(error));
          }
          setDeleting(false);
        }}
      />
    </section>
  );
}

/** The API names the quiz's title `title` and a question's fields `questions.0.prompt`; the form's names follow. */
function showQuizServerErrors(error: unknown, helpers: FormikHelpers<QuizFormValues>) {
  const fieldErrors = apiFieldErrors(error);
  if (!fieldErrors) {
    notifyError(apiErrorMessage(error));
    return;
  }
  let errors: FormikErrors<QuizFormValues> = {};
  let touched: FormikTouched<QuizFormValues> = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    const path = name === 'title' ? 'quizTitle' : name;
    errors = setIn(errors, path, message);
    touched = setIn(touched, path, true);
  }
  helpers.setErrors(errors);
  helpers.setTouched(touched, false);
}

function QuizForm({ lessonId, initialValues, onCancel }: { lessonId: number; initialValues: QuizFormValues; onCancel?: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => quizSchema(t), [t]);
  const save = useSaveQuiz(lessonId);
  const submit = async (values: QuizFormValues, helpers: FormikHelpers<QuizFormValues>) => {
    try {
      await save.mutateAsync(quizInputFrom(values));
      notifySuccess(t('coachingAdmin.quiz.saved'));
    } catch (error) {
      showQuizServerErrors(error, helpers);
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values, isSubmitting, errors, submitCount }) => (
        <Form className="form" noValidate data-testid="quiz-form">
          <div className="form form--grid coaching-admin__grid">
            <div className="form__full">
              <TextField name="quizTitle" label={t('coachingAdmin.quiz.quizTitle')} required maxLength={COACHING_LIMITS.titleMaxLength} dir="auto" />
            </div>
            <TextField name="passMarkPercent" label={t('coachingAdmin.quiz.passMark')} required inputMode="numeric" dir="ltr" data-testid="quiz-pass-mark" />
            <TextField name="attemptsAllowed" label={t('coachingAdmin.quiz.attempts')} hint={t('coachingAdmin.quiz.attemptsHint')} inputMode="numeric" dir="ltr" data-testid="quiz-attempts" />
          </div>
          <FieldArray name="questions">
            {(questions) => (
              <div className="coaching-admin__questions">
                {values.questions.map((_question, index) => (
                  <QuestionFields key={index} index={index} count={values.questions.length} onRemove={() => questions.remove(index)} />
                ))}
                {typeof errors.questions === 'string' && submitCount > 0 ? (
                  <p className="field__error" role="alert">
                    {errors.questions}
                  </p>
                ) : null}
                {values.questions.length < COACHING_LIMITS.questionsPerQuiz ? (
                  <button type="button" className="button button--ghost button--small" onClick={() => questions.push(emptyQuestion())} data-testid="question-add">
                    {t('coachingAdmin.quiz.addQuestion')}
                  </button>
                ) : null}
              </div>
            )}
          </FieldArray>
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="quiz-save">
              {isSubmitting ? t('coachingAdmin.saving') : t('coachingAdmin.quiz.save')}
            </button>
            {onCancel ? (
              <button type="button" className="button button--ghost" onClick={onCancel}>
                {t('coachingAdmin.cancel')}
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}

function QuestionFields({ index, count, onRemove }: { index: number; count: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<QuizFormValues>();
  const question = values.questions[index];
  const base = `questions.${index}`;
  const optionsError = getIn(errors, `${base}.options`) as unknown;
  const showOptionsError = typeof optionsError === 'string' && (submitCount > 0 || !!getIn(touched, `${base}.options`));
  const setQuestion = async (next: typeof question) => {
    await setFieldValue(base, next, true);
    void setFieldTouched(`${base}.options`, true, false);
  };
  return (
    <fieldset className="coaching-admin__question" data-testid="quiz-question">
      <legend>{t('coachingAdmin.quiz.question', { n: index + 1 })}</legend>
      <TextAreaField data-i18n-skip="" name={`${base}.prompt`} label={t('coachingAdmin.quiz.prompt')} required rows={2} dir="auto" />
      <FieldShell id={`field-${base}-kind`} label={t('coachingAdmin.quiz.kind')} required>
        <select
          id={`field-${base}-kind`}
          className="field__input"
          value={question.kind}
          onChange={(event) => void setQuestion(withKind(question, event.target.value === 'multiple' ? 'multiple' : 'single'))}
          data-testid="question-kind"
        >
          <option value="single">{t('coachingAdmin.quiz.single')}</option>
          <option value="multiple">{t('coachingAdmin.quiz.multiple')}</option>
        </select>
      </FieldShell>
      <div className="coaching-admin__options" role="group" aria-label={t('coachingAdmin.quiz.options')}>
        <p className="field__label">{question.kind === 'single' ? t('coachingAdmin.quiz.optionsSingle') : t('coachingAdmin.quiz.optionsMultiple')}</p>
        {question.options.map((option, optionIndex) => (
          <div className="coaching-admin__option" key={optionIndex} data-testid="quiz-option">
            <label className="coaching-admin__correct">
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={`correct-${index}`}
                checked={option.correct}
                onChange={() => void setQuestion(withCorrect(question, optionIndex))}
                data-testid="option-correct"
              />
              <span>{t('coachingAdmin.quiz.correct')}</span>
            </label>
            <TextField name={`${base}.options.${optionIndex}.label`} label={t('coachingAdmin.quiz.option', { n: optionIndex + 1 })} required maxLength={OPTION_MAX_LENGTH} dir="auto" />
            {question.options.length > MIN_OPTIONS ? (
              <button
                type="button"
                className="button button--ghost button--small coaching-admin__danger"
                onClick={() => void setQuestion({ ...question, options: question.options.filter((_, at) => at !== optionIndex) })}
                aria-label={t('coachingAdmin.quiz.removeOption', { n: optionIndex + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </button>
            ) : null}
          </div>
        ))}
        {showOptionsError ? (
          <p className="field__error" role="alert" data-testid="options-error">
            {translateFormMessage(optionsError, t)}
          </p>
        ) : null}
        {question.options.length < COACHING_LIMITS.optionsPerQuestion ? (
          <button type="button" className="button button--ghost button--small" onClick={() => void setQuestion({ ...question, options: [...question.options, emptyOption()] })} data-testid="option-add">
            {t('coachingAdmin.quiz.addOption')}
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <button type="button" className="button button--ghost button--small coaching-admin__danger" onClick={onRemove}>
          {t('coachingAdmin.quiz.removeQuestion', { n: index + 1 })}
        </button>
      ) : null}
    </fieldset>
  );
}

import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { EmptyState } from '../../../components/EmptyState';
import { TextField, showServerErrors } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useAddWord } from '../api/add-word';
import { useModerationWords } from '../api/moderation-words';
import { useRemoveWord } from '../api/remove-word';

const WORD_MAX = 100;

/** The words that send any job containing them to the queue: add one, remove one. */
export function WordListEditor() {
  const { t } = useTranslation();
  const words = useModerationWords();
  const add = useAddWord();
  const remove = useRemoveWord();
  const schema = useMemo(
    () => yup.object({ word: yup.string().trim().required(t('moderation.words.required')).max(WORD_MAX, t('validation.tooLong', { max: WORD_MAX })) }),
    [t],
  );
  const onRemove = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(t('moderation.words.removed'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <section className="moderation-words" data-testid="moderation-words">
      <p className="lead">{t('moderation.words.lead')}</p>
      <Formik
        initialValues={{ word: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await add.mutateAsync(values.word.trim());
            notifySuccess(t('moderation.words.added'));
            helpers.resetForm();
          } catch (error) {
            showServerErrors(error, helpers);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form moderation-words__form" noValidate data-testid="moderation-word-form">
            <TextField name="word" label={t('moderation.words.word')} maxLength={WORD_MAX} required />
            <button type="submit" className="button" disabled={isSubmitting} data-testid="moderation-word-add">
              {t('moderation.words.add')}
            </button>
          </Form>
        )}
      </Formik>
      {words.isError ? <p role="alert">{t('admin.loadError')}</p> : null}
      {words.data && words.data.length === 0 ? <EmptyState illustration="list" title={t('moderation.words.empty')} compact /> : null}
      {words.data?.length ? (
        <ul className="moderation-words__list" aria-label={t('moderation.words.title')}>
          {words.data.map((entry) => (
            <li key={entry.id} className="moderation-words__item" data-testid="moderation-word">
              <bdi data-i18n-skip="">{entry.word}</bdi>
              <button
                type="button"
                className="icon-button"
                aria-label={t('moderation.words.remove', { word: entry.word })}
                disabled={remove.isPending}
                onClick={() => void onRemove(entry.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

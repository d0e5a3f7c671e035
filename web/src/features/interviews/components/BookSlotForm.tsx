import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { InterviewDto } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { useBookInterview } from '../api/book-interview';
import { SlotChoice } from './SlotChoice';

/** The candidate picks one of the offered times; a time already gone (or taken meanwhile: 409) cannot be booked. */
export function BookSlotForm({ interview, zone }: { interview: InterviewDto; zone: string }) {
  const { t } = useTranslation();
  const book = useBookInterview();
  const schema = useMemo(() => yup.object({ slot: yup.string().required(t('interviews.form.pickTime')) }), [t]);
  const open = interview.slots.filter((slot) => Date.parse(slot) > Date.now());
  if (open.length === 0) return <p className="notice">{t('interviews.allTimesPast')}</p>;
  return (
    <Formik
      initialValues={{ slot: open.length === 1 ? open[0] : '' }}
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          await book.mutateAsync({ id: interview.id, slot: values.slot });
          notifySuccess(t('interviews.done.booked'));
        } catch (error) {
          notifyError(apiErrorStatus(error) === 409 ? t('interviews.bookConflict') : apiErrorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form interview-form" noValidate data-testid="interview-book-form">
          <SlotChoice interview={interview} zone={zone} testId="book-slot" />
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="interview-book">
              {t('interviews.actions.book')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COACHING_LIMITS, type CoachingReviewDto } from '@fj/shared';
import { SelectField, TextAreaField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useSaveReview } from '../api/course';
import { reviewSchema, type ReviewFormValues } from '../lib/review-form';

/** An enrolled learner's review (one each): written once, then edited in place. */
export function ReviewForm({ slug, mine }: { slug: string; mine: CoachingReviewDto | undefined }) {
  const { t } = useTranslation();
  const save = useSaveReview(slug, mine !== undefined);
  const schema = useMemo(() => reviewSchema(t), [t]);
  const ratings = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: t('coaching.reviews.stars', { count: value }) }));

  const submit = async (values: ReviewFormValues, helpers: FormikHelpers<ReviewFormValues>) => {
    try {
      await save.mutateAsync({ rating: Number(values.rating), body: values.body });
      notifySuccess(t('coaching.reviews.saved'));
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik
      initialValues={{ rating: mine ? String(mine.rating) : '', body: mine?.body ?? '' }}
      validationSchema={schema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form className="form coaching-panel" noValidate aria-labelledby="coaching-review-title" data-testid="coaching-review-form">
          <h3 id="coaching-review-title">{mine ? t('coaching.reviews.editTitle') : t('coaching.reviews.writeTitle')}</h3>
          <SelectField name="rating" label={t('coaching.reviews.rating')} options={ratings} required />
          <TextAreaField name="body" label={t('coaching.reviews.body')} required maxLength={COACHING_LIMITS.reviewMaxLength} rows={4} />
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="coaching-review-submit">
              {isSubmitting ? t('coaching.reviews.saving') : t('coaching.reviews.save')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

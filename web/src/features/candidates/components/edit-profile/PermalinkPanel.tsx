import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PERMALINK_MESSAGES, permalinkSchema, profileHref } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-errors';
import { useUpdatePermalink } from '../../api/update-permalink';
import { publicProfileUrl } from '../../public-profile-url';

const PERMALINK_KEYS: Record<string, string> = {
  [PERMALINK_MESSAGES.format]: 'candidate.permalink.format',
  [PERMALINK_MESSAGES.reserved]: 'candidate.permalink.reserved',
  [PERMALINK_MESSAGES.taken]: 'candidate.permalink.taken',
};

/** The public address `/profile/{slug}`: unique, validated; the old address keeps redirecting to the new one. */
export function PermalinkPanel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const update = useUpdatePermalink();
  const message = (text: string) => (PERMALINK_KEYS[text] ? t(PERMALINK_KEYS[text], { defaultValue: text }) : text);

  const submit = async (values: { slug: string }, helpers: FormikHelpers<{ slug: string }>) => {
    try {
      const answer = await update.mutateAsync(values.slug.trim().toLowerCase());
      notifySuccess(t('toast.updated'));
      helpers.resetForm({ values: { slug: answer.data.profile } });
    } catch (error) {
      const slugError = apiFieldErrors(error)?.slug;
      if (slugError) {
        helpers.setFieldTouched('slug', true, false);
        helpers.setFieldError('slug', message(slugError));
      } else notifyError(apiErrorMessage(error));
    }
  };

  return (
    <section className="panel" aria-labelledby="permalink-title" data-testid="permalink-panel">
      <h2 id="permalink-title">{t('candidate.permalink.title')}</h2>
      <p className="lead">
        {t('candidate.permalink.current')}{' '}
        <Link to={profileHref(slug)} data-testid="public-profile-link">
          {publicProfileUrl(slug)}
        </Link>
      </p>
      <Formik initialValues={{ slug }} validationSchema={permalinkSchema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form className="form form--grid" noValidate>
            <TextField
              name="slug"
              label={t('candidate.permalink.label')}
              required
              hint={t('candidate.permalink.hint')}
            />
            <div className="form__row">
              <button type="submit" className="button" disabled={isSubmitting}>
                {t('candidate.permalink.save')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

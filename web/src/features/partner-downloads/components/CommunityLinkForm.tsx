import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { COMMUNITY_LINK_MAX_LENGTH, COMMUNITY_LINK_PATTERN } from '@fj/shared';
import { showServerErrors, TextField } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useSetCommunityLink } from '../api/community';

/** Sets the first invite link or rotates it: members are given the new one from the next request. */
export function CommunityLinkForm({ hasCurrent }: { hasCurrent: boolean }) {
  const { t } = useTranslation();
  const setLink = useSetCommunityLink();
  const schema = yup.object({
    url: yup
      .string()
      .trim()
      .required(t('partnerDownloads.admin.required'))
      .max(COMMUNITY_LINK_MAX_LENGTH, t('validation.tooLong', { max: COMMUNITY_LINK_MAX_LENGTH }))
      .matches(COMMUNITY_LINK_PATTERN, t('community.admin.invalidUrl')),
  });

  const submit = async (values: { url: string }, helpers: FormikHelpers<{ url: string }>) => {
    try {
      await setLink.mutateAsync(values.url.trim());
      notifySuccess(t('community.admin.saved'));
      helpers.resetForm();
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={{ url: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form community-link-form" noValidate data-testid="community-link-form" aria-label={hasCurrent ? t('community.admin.rotateTitle') : t('community.admin.setTitle')}>
          <TextField name="url" type="url" label={t('community.admin.fieldUrl')} hint={t('community.admin.urlHint')} required maxLength={COMMUNITY_LINK_MAX_LENGTH} placeholder="https://chat.whatsapp.com/…" />
          <button type="submit" className="button" disabled={isSubmitting}>
            {hasCurrent ? t('community.admin.rotate') : t('community.admin.set')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

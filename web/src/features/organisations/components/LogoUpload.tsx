import { useTranslation } from 'react-i18next';
import { OrganisationLogo } from '../../../components/OrganisationLogo';
import { UploadForm, useMediaObjectUrl } from '../../media';
import { useUpdateEmployerProfile } from '../api/update-employer-profile';
import { useUploadLogo } from '../api/upload-logo';
import type { EmployerProfile } from '../api/types';
import { toFormValues } from '../lib/profile-form-values';

/** Logo: uploaded through the media rules (image types, size, title), then set on the profile at once. */
export function LogoUpload({ profile }: { profile: EmployerProfile }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const update = useUpdateEmployerProfile();
  const logo = useMediaObjectUrl(profile.profilePic);
  return (
    <section className="logo-upload" data-testid="logo-upload">
      <h2>{t('employer.edit.logo')}</h2>
      <OrganisationLogo src={logo} name={profile.name} size={120} />
      <UploadForm
        kind="image"
        testId="logo"
        fileLabel={t('employer.edit.logoFile')}
        submitLabel={t('employer.edit.uploadLogo')}
        upload={async (values) => {
          const item = await upload.mutateAsync(values);
          await update.mutateAsync({ ...toFormValues(profile), logo_media_id: item.id });
        }}
      />
    </section>
  );
}

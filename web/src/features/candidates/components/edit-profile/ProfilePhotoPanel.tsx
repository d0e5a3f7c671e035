import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../../components/Img';
import { UploadForm, useMediaObjectUrl, useUploadProfilePic } from '../../../media';
import { candidateKeys } from '../../api/query-keys';

/** Tab 1.0 photo: the current picture and the upload (title + image). */
export function ProfilePhotoPanel({ profilePic, name }: { profilePic: string | null; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadProfilePic(() => queryClient.invalidateQueries({ queryKey: candidateKeys.all }));
  // The owner may see a private profile's photo, which an <img> cannot ask for with the token.
  const src = useMediaObjectUrl(profilePic);
  return (
    <section className="photo-panel" aria-labelledby="photo-panel-title">
      <Img
        src={src}
        alt={t('candidate.photoOf', { name })}
        width={120}
        height={120}
        fallback="profile"
        className="photo-panel__image"
        data-testid="own-photo"
        data-has-photo={profilePic ? 'true' : 'false'}
      />
      <div className="photo-panel__form">
        <h2 id="photo-panel-title" className="profile-tab__heading">
          {t('candidate.sections.photo')}
        </h2>
        <UploadForm
          kind="image"
          testId="photo-upload"
          fileLabel={t('media.imageFile')}
          submitLabel={t('media.uploadPhoto')}
          upload={(values) => upload.mutateAsync({ ...values, userType: 'candidate' })}
        />
      </div>
    </section>
  );
}

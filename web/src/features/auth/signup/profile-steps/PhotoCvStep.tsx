import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@fj/shared';
import { UploadForm, useMyResumes, useUploadResume } from '../../../media';
import { ProfilePhotoPanel } from '../../../candidates';
import { StepActions } from './StepActions';

/** Step 7 (optional): the profile photo and a CV, each stored as soon as it is uploaded. */
export function PhotoCvStep({ profile, onNext }: { profile: CandidateProfile; onNext: () => void }) {
  const { t } = useTranslation();
  const resumes = useMyResumes();
  const upload = useUploadResume();
  const cvs = resumes.data?.rows ?? [];
  return (
    <>
      <ProfilePhotoPanel profilePic={profile.profilePic} name={profile.cand_name} />
      <section className="signup-cv" aria-labelledby="signup-cv-title">
        <h2 id="signup-cv-title" className="profile-tab__heading">
          {t('media.uploadCvTitle')}
        </h2>
        <UploadForm
          kind="cv"
          testId="cv-upload"
          fileLabel={t('media.cvFile')}
          submitLabel={t('media.uploadCv')}
          upload={(values) => upload.mutateAsync(values)}
        />
        {cvs.length ? (
          <div data-testid="signup-cv-list">
            <h3 className="profile-tab__heading">{t('media.myCvs')}</h3>
            <ul>
              {cvs.map((cv) => (
                <li key={cv.id}>{cv.title}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <StepActions onSkip={onNext} onSave={onNext} saveLabel={t('signup.steps.continue')} />
    </>
  );
}

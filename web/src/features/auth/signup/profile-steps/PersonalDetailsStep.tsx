import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, type CandidateProfile, type CandidateProfileField } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { RichTextFormField } from '../../../../components/rich-text';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS: readonly CandidateProfileField[] = ['cand_name', 'cand_email', 'cv_headline', 'cand_intro'];

/** Step 4: name and email (from the registration), a one-line CV headline and About me. */
export function PersonalDetailsStep({ profile, onNext }: { profile: CandidateProfile; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileStepForm fields={FIELDS} profile={profile} onNext={onNext} testId="signup-personal-form">
      <TextField name="cand_name" label={t('candidate.fields.cand_name')} required autoComplete="name" />
      <TextField name="cand_email" label={t('candidate.fields.cand_email')} required type="email" autoComplete="email" />
      <div className="form__full">
        <TextField
          name="cv_headline"
          label={t('candidate.fields.cv_headline')}
          maxLength={CANDIDATE_PROFILE_LIMITS.cvHeadline}
          hint={t('signup.personal.headlineHint')}
        />
      </div>
      <div className="form__full">
        <RichTextFormField name="cand_intro" label={t('candidate.fields.cand_intro')} hint={t('candidate.hints.intro')} toolbar="basic" minRows={5} maxLength={CANDIDATE_PROFILE_LIMITS.intro} />
      </div>
    </ProfileStepForm>
  );
}

import { useTranslation } from 'react-i18next';
import { EXPERIENCES, JOB_TYPES, LEVELS, type CandidateProfile, type CandidateProfileField } from '@fj/shared';
import { ChoiceField, HeadlineRolesField, QualificationsField } from '../../../candidates';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS: readonly CandidateProfileField[] = ['cand_headline', 'level', 'type', 'cand_experience', 'cand_qualification'];

/** Step 5: roles (the profile headline), level, job type wanted, experience and licences. */
export function FootballProfileStep({ profile, onNext }: { profile: CandidateProfile; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileStepForm fields={FIELDS} profile={profile} onNext={onNext} testId="signup-football-form">
      <HeadlineRolesField />
      <ChoiceField name="level" label={t('candidate.fields.level')} family="level" options={LEVELS} />
      <ChoiceField name="type" label={t('candidate.fields.type')} family="type" options={JOB_TYPES} />
      <ChoiceField name="cand_experience" label={t('candidate.fields.cand_experience')} family="experience" options={EXPERIENCES} />
      <QualificationsField />
    </ProfileStepForm>
  );
}

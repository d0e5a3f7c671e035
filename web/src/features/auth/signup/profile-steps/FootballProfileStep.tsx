import { useTranslation } from 'react-i18next';
import {
  CANDIDATE_PROFILE_LIMITS,
  EXPERIENCES,
  JOB_ROLES,
  JOB_TYPES,
  LEVELS,
  QUALIFICATIONS,
  type CandidateProfile,
  type CandidateProfileField,
  type HeadlineTag,
} from '@fj/shared';
import { ChoiceField, MultiSelectField, useEnumOptions, type Option } from '../../../candidates';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS: readonly CandidateProfileField[] = ['cand_headline', 'level', 'type', 'cand_experience', 'cand_qualification'];

/** Step 5: roles (the profile headline), level, job type wanted, experience and licences. */
export function FootballProfileStep({ profile, onNext }: { profile: CandidateProfile; onNext: () => void }) {
  const { t } = useTranslation();
  const roles = useEnumOptions('job_role', JOB_ROLES);
  const qualifications = useEnumOptions('qualification', QUALIFICATIONS);
  const maxRoles = CANDIDATE_PROFILE_LIMITS.headline;
  return (
    <ProfileStepForm fields={FIELDS} profile={profile} onNext={onNext} testId="signup-football-form">
      <div className="form__full">
        <MultiSelectField<HeadlineTag[]>
          name="cand_headline"
          label={t('candidate.fields.cand_headline')}
          options={roles}
          max={maxRoles}
          maxNote={t('candidate.hints.headlineFull', { max: maxRoles })}
          hint={t('candidate.hints.headline', { max: maxRoles })}
          toOptions={(tags) =>
            (tags ?? []).map((tag) => ({ value: tag.value, label: roles.find((role) => role.value === tag.value)?.label ?? tag.label }))
          }
          fromOptions={(options: readonly Option[]) => options.map((option) => ({ value: option.value, label: option.label }))}
        />
      </div>
      <ChoiceField name="level" label={t('candidate.fields.level')} family="level" options={LEVELS} />
      <ChoiceField name="type" label={t('candidate.fields.type')} family="type" options={JOB_TYPES} />
      <ChoiceField name="cand_experience" label={t('candidate.fields.cand_experience')} family="experience" options={EXPERIENCES} />
      <div className="form__full">
        <MultiSelectField<string[]>
          name="cand_qualification"
          label={t('candidate.fields.cand_qualification')}
          options={qualifications}
          max={CANDIDATE_PROFILE_LIMITS.qualifications}
          toOptions={(values) => (values ?? []).map((value) => qualifications.find((option) => option.value === value) ?? { value, label: value })}
          fromOptions={(options) => options.map((option) => option.value)}
        />
      </div>
    </ProfileStepForm>
  );
}

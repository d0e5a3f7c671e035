import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, JOB_ROLES, type CandidateProfile, type HeadlineTag } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { MultiSelectField, type Option } from '../fields/SelectOptionFields';
import { RichTextField } from '../fields/RichTextField';
import { useEnumOptions } from '../use-enum-label';
import { ProfileTabForm } from './ProfileTabForm';

/** 2.0 Headline (up to 3 job roles), CV headline and About Me. */
export function HeadlineTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const roles = useEnumOptions('job_role', JOB_ROLES);
  const max = CANDIDATE_PROFILE_LIMITS.headline;
  return (
    <ProfileTabForm code="2.0" profile={profile}>
      <div className="form__full">
        <MultiSelectField<HeadlineTag[]>
          name="cand_headline"
          label={t('candidate.fields.cand_headline')}
          options={roles}
          max={max}
          maxNote={t('candidate.hints.headlineFull', { max })}
          hint={t('candidate.hints.headline', { max })}
          toOptions={(tags) =>
            (tags ?? []).map((tag) => ({ value: tag.value, label: roles.find((role) => role.value === tag.value)?.label ?? tag.label }))
          }
          fromOptions={(options: readonly Option[]) => options.map((option) => ({ value: option.value, label: option.label }))}
        />
      </div>
      <div className="form__full">
        <TextField name="cv_headline" label={t('candidate.fields.cv_headline')} maxLength={CANDIDATE_PROFILE_LIMITS.cvHeadline} />
      </div>
      <div className="form__full">
        <RichTextField name="cand_intro" label={t('candidate.fields.cand_intro')} hint={t('candidate.hints.intro')} />
      </div>
    </ProfileTabForm>
  );
}

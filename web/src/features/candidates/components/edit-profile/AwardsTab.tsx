import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, type CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { RepeatedGroup } from '../fields/RepeatedGroup';
import { TextAreaField } from '../../../../components/form';
import { ProfileTabForm } from './ProfileTabForm';

const EMPTY_AWARD = { certification_name: '', certification_institute: '', certification_desc: '' };

/** 7.0 Awards and achievements (certifications). */
export function AwardsTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="7.0" profile={profile}>
      <RepeatedGroup
        name="cand_certifications"
        testId="certifications"
        entryTitle={(number) => t('candidate.sections.awardEntry', { number })}
        addLabel={t('candidate.form.addAward')}
        emptyEntry={EMPTY_AWARD}
        max={CANDIDATE_PROFILE_LIMITS.certifications}
        renderEntry={(prefix) => (
          <>
            <TextField name={`${prefix}.certification_name`} label={t('candidate.fields.certification_name')} required />
            <TextField name={`${prefix}.certification_institute`} label={t('candidate.fields.certification_institute')} />
            <div className="form__full">
              <TextAreaField name={`${prefix}.certification_desc`} label={t('candidate.fields.certification_desc')} rows={3} />
            </div>
          </>
        )}
      />
    </ProfileTabForm>
  );
}

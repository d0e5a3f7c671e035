import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, EXPERIENCES, type CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { ChoiceField } from '../fields/ChoiceField';
import { RepeatedGroup } from '../fields/RepeatedGroup';
import { TextAreaField } from '../../../../components/form';
import { ProfileTabForm } from './ProfileTabForm';

const EMPTY_JOB = { project_role: '', project_organization: '', project_desc: '', project_start: '', project_end: '' };

/** 6.0 Work experience: years/level of experience and the jobs held (an empty end date means Present). */
export function ExperienceTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="6.0" profile={profile}>
      <ChoiceField name="cand_experience" label={t('candidate.fields.cand_experience')} family="experience" options={EXPERIENCES} />
      <h3 className="form__full profile-tab__heading">{t('candidate.sections.workExperience')}</h3>
      <RepeatedGroup
        name="cand_profession"
        testId="profession"
        entryTitle={(number) => t('candidate.sections.jobEntry', { number })}
        addLabel={t('candidate.form.addJob')}
        emptyEntry={EMPTY_JOB}
        max={CANDIDATE_PROFILE_LIMITS.profession}
        renderEntry={(prefix) => (
          <>
            <TextField name={`${prefix}.project_role`} label={t('candidate.fields.project_role')} required />
            <TextField name={`${prefix}.project_organization`} label={t('candidate.fields.project_organization')} />
            <TextField
              name={`${prefix}.project_start`}
              label={t('candidate.fields.project_start')}
              required
              placeholder="DD/MM/YYYY"
              hint={t('candidate.hints.dateFormats')}
            />
            <TextField
              name={`${prefix}.project_end`}
              label={t('candidate.fields.project_end')}
              placeholder="DD/MM/YYYY"
              hint={t('candidate.hints.endDate')}
            />
            <div className="form__full">
              <TextAreaField name={`${prefix}.project_desc`} label={t('candidate.fields.project_desc')} rows={3} />
            </div>
          </>
        )}
      />
    </ProfileTabForm>
  );
}

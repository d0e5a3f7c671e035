import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, type CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { QualificationsField } from '../fields/QualificationsField';
import { RepeatedGroup } from '../fields/RepeatedGroup';
import { TextAreaField } from '../../../../components/form';
import { ProfileTabForm } from './ProfileTabForm';

const EMPTY_EDUCATION = { degree_name: '', degree_institute: '', degree_detail: '' };

/** 5.0 Qualifications (licences from the list) and education entries. */
export function QualificationsTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="5.0" profile={profile}>
      <QualificationsField />
      <h3 className="form__full profile-tab__heading">{t('candidate.sections.education')}</h3>
      <RepeatedGroup
        name="cand_education"
        testId="education"
        entryTitle={(number) => t('candidate.sections.educationEntry', { number })}
        addLabel={t('candidate.form.addEducation')}
        emptyEntry={EMPTY_EDUCATION}
        max={CANDIDATE_PROFILE_LIMITS.education}
        renderEntry={(prefix) => (
          <>
            <TextField name={`${prefix}.degree_name`} label={t('candidate.fields.degree_name')} required />
            <TextField name={`${prefix}.degree_institute`} label={t('candidate.fields.degree_institute')} />
            <div className="form__full">
              <TextAreaField name={`${prefix}.degree_detail`} label={t('candidate.fields.degree_detail')} rows={3} />
            </div>
          </>
        )}
      />
    </ProfileTabForm>
  );
}

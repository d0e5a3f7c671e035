import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, type CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { HeadlineRolesField } from '../fields/HeadlineRolesField';
import { RichTextFormField } from '../../../../components/rich-text';
import { ProfileTabForm } from './ProfileTabForm';

/** 2.0 Headline (up to 3 job roles), CV headline and About Me. */
export function HeadlineTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="2.0" profile={profile}>
      <HeadlineRolesField />
      <div className="form__full">
        <TextField name="cv_headline" label={t('candidate.fields.cv_headline')} maxLength={CANDIDATE_PROFILE_LIMITS.cvHeadline} />
      </div>
      <div className="form__full">
        <RichTextFormField name="cand_intro" label={t('candidate.fields.cand_intro')} hint={t('candidate.hints.intro')} toolbar="basic" minRows={5} maxLength={CANDIDATE_PROFILE_LIMITS.intro} />
      </div>
    </ProfileTabForm>
  );
}

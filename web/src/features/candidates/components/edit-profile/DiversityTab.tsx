import { useTranslation } from 'react-i18next';
import { BACKGROUNDS, GENDERS, YES_NO_PREFER, type CandidateProfile } from '@fj/shared';
import { ChoiceField } from '../fields/ChoiceField';
import { ProfileTabForm } from './ProfileTabForm';

/** 10.0 Diversity questions: optional, never shown publicly, never used in search. */
export function DiversityTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="10.0" profile={profile}>
      <p className="form__full notice">{t('candidate.hints.diversity')}</p>
      <ChoiceField name="cand_gender" label={t('candidate.fields.cand_gender')} family="gender" options={GENDERS} />
      <ChoiceField name="cand_background" label={t('candidate.fields.cand_background')} family="background" options={BACKGROUNDS} />
      <ChoiceField name="cand_community" label={t('candidate.fields.cand_community')} family="yes_no" options={YES_NO_PREFER} />
      <ChoiceField name="cand_condition" label={t('candidate.fields.cand_condition')} family="yes_no" options={YES_NO_PREFER} />
    </ProfileTabForm>
  );
}

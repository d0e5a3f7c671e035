import { useTranslation } from 'react-i18next';
import { VISIBILITIES, YES_NO, type CandidateProfile } from '@fj/shared';
import { ChoiceField } from '../fields/ChoiceField';
import { ProfileTabForm } from './ProfileTabForm';

/** 3.0 Availability and visibility (cand_profile: public or private). */
export function AvailabilityTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="3.0" profile={profile}>
      <ChoiceField name="cand_availability" label={t('candidate.fields.cand_availability')} family="yes_no" options={YES_NO} />
      <ChoiceField name="immediately" label={t('candidate.fields.immediately')} family="yes_no" options={YES_NO} />
      <ChoiceField name="cand_relocate" label={t('candidate.fields.cand_relocate')} family="yes_no" options={YES_NO} />
      <ChoiceField name="cand_profile" label={t('candidate.fields.cand_profile')} family="visibility" options={VISIBILITIES} required />
    </ProfileTabForm>
  );
}

import { useTranslation } from 'react-i18next';
import { COUNTRIES, YES_NO, type CandidateProfile, type CandidateProfileField } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { ChoiceField, SearchableSelectField, useEnumOptions } from '../../../candidates';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS: readonly CandidateProfileField[] = ['cand_country', 'cand_city', 'cand_phone', 'cand_relocate', 'immediately', 'cand_linked'];

/** Step 6: where the candidate lives, how to reach them, and whether they would move. */
export function LocationContactStep({ profile, onNext }: { profile: CandidateProfile; onNext: () => void }) {
  const { t } = useTranslation();
  const countries = useEnumOptions('countries', COUNTRIES);
  return (
    <ProfileStepForm fields={FIELDS} profile={profile} onNext={onNext} testId="signup-location-form">
      <SearchableSelectField name="cand_country" label={t('candidate.fields.cand_country')} options={countries} />
      <TextField name="cand_city" label={t('candidate.fields.cand_city')} autoComplete="address-level2" />
      <TextField name="cand_phone" label={t('candidate.fields.cand_phone')} type="tel" autoComplete="tel" hint={t('candidate.hints.phone')} />
      <TextField name="cand_linked" label={t('candidate.fields.cand_linked')} type="url" placeholder="https://" />
      <ChoiceField name="cand_relocate" label={t('candidate.fields.cand_relocate')} family="yes_no" options={YES_NO} />
      <ChoiceField name="immediately" label={t('candidate.fields.immediately')} family="yes_no" options={YES_NO} />
    </ProfileStepForm>
  );
}

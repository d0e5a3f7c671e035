import { useTranslation } from 'react-i18next';
import { COUNTRIES, PROFILE_TYPES, type CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { ChoiceField } from '../fields/ChoiceField';
import { SearchableSelectField } from '../fields/SelectOptionFields';
import { useEnumOptions } from '../use-enum-label';
import { ProfileTabForm } from './ProfileTabForm';

/** 1.0 Basic details (the photo upload sits above this form on the same tab). */
export function BasicDetailsTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const countries = useEnumOptions('countries', COUNTRIES);
  return (
    <ProfileTabForm code="1.0" profile={profile}>
      <TextField name="cand_name" label={t('candidate.fields.cand_name')} required autoComplete="name" />
      <TextField name="cand_email" label={t('candidate.fields.cand_email')} required type="email" autoComplete="email" />
      <TextField
        name="cand_phone"
        label={t('candidate.fields.cand_phone')}
        type="tel"
        autoComplete="tel"
        hint={t('candidate.hints.phone')}
      />
      <SearchableSelectField name="cand_country" label={t('candidate.fields.cand_country')} options={countries} />
      <TextField name="cand_city" label={t('candidate.fields.cand_city')} autoComplete="address-level2" />
      <ChoiceField name="profile_type" label={t('candidate.fields.profile_type')} family="profile_type" options={PROFILE_TYPES} />
    </ProfileTabForm>
  );
}

import { useTranslation } from 'react-i18next';
import { JOB_TYPES, LEVELS, SALARY_CURRENCIES, SALARY_TYPES, type CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { ChoiceField } from '../fields/ChoiceField';
import { ProfileTabForm } from './ProfileTabForm';

/** 9.0 Looking for: job type, level and expected salary. */
export function LookingForTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="9.0" profile={profile}>
      <ChoiceField name="type" label={t('candidate.fields.type')} family="type" options={JOB_TYPES} />
      <ChoiceField name="level" label={t('candidate.fields.level')} family="level" options={LEVELS} />
      <ChoiceField name="cand_salary_type" label={t('candidate.fields.cand_salary_type')} family="salaryType" options={SALARY_TYPES} />
      <ChoiceField
        name="cand_salary_currency"
        label={t('candidate.fields.cand_salary_currency')}
        family="salaryCurrency"
        options={SALARY_CURRENCIES}
      />
      <TextField name="cand_salary" label={t('candidate.fields.cand_salary')} inputMode="decimal" hint={t('candidate.hints.salary')} />
    </ProfileTabForm>
  );
}

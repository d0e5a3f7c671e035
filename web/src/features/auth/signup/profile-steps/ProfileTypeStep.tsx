import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { PROFILE_TYPES, type CandidateProfile, type CandidateProfileField } from '@fj/shared';
import { translateFormMessage } from '../../../../lib/form-messages';
import { useEnumOptions } from '../../../candidates';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS: readonly CandidateProfileField[] = ['profile_type'];

function ProfileTypeChoices() {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('profile_type');
  const options = useEnumOptions('profile_type', PROFILE_TYPES);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <fieldset className="form__full tier-choices" aria-describedby={error ? 'profile-type-error' : undefined}>
      <legend className="visually-hidden">{t('candidate.fields.profile_type')}</legend>
      {options.map((option) => (
        <label key={option.value} className={`tier-choice${field.value === option.value ? ' tier-choice--active' : ''}`}>
          <input type="radio" name={field.name} value={option.value} checked={field.value === option.value} onChange={field.onChange} onBlur={field.onBlur} />
          <span className="tier-choice__name">{option.label}</span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id="profile-type-error" role="alert">
          {translateFormMessage(error, t)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Step 10 PROFILE_TYPE: player, coach, scout… (chosen at registration; confirmed or changed here). */
export function ProfileTypeStep({ profile, onNext }: { profile: CandidateProfile; onNext: () => void }) {
  return (
    <ProfileStepForm fields={FIELDS} profile={profile} onNext={onNext} testId="signup-profile-type-form">
      <ProfileTypeChoices />
    </ProfileStepForm>
  );
}

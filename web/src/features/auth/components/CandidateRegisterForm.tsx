import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { PROFILE_TYPES, candidateRegisterSchema, type CandidateRegisterValues, type Membership } from '@fj/shared';
import { CheckboxField, SelectField, TextField } from '../../../components/form';
import { useCandidateRegisterMutation } from '../api/register';
import { useRegisterSubmit } from './use-register-submit';
import { TermsLabel } from './TermsLabel';

interface CandidateFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  profile_type: string;
  membership: Membership;
  terms: boolean;
}

const INITIAL_VALUES: CandidateFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  profile_type: '',
  // Every account starts FREE: a paid plan is granted only by the payment provider's verified webhook (step 3).
  membership: 'FREE',
  terms: false,
};

/**
 * Sign-up step REGISTER (2) for candidates: POST /candidate-register (which logs the member in), then
 * `destination` (the payment step for a paid plan, else the profile steps).
 */
export function CandidateRegisterForm({ destination }: { destination: string }) {
  const { t } = useTranslation();
  const register = useCandidateRegisterMutation();
  const submit = useRegisterSubmit<CandidateFormValues>(
    (values) => register.mutateAsync(values as CandidateRegisterValues),
    destination,
  );
  const profileTypes = PROFILE_TYPES.map((type) => ({
    value: type.value,
    label: t(`enums.profile_type.${type.value}`, { defaultValue: type.label }),
  }));
  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={candidateRegisterSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form form--grid" noValidate data-testid="candidate-register-form">
          <TextField name="first_name" label={t('signup.firstName')} required autoComplete="given-name" />
          <TextField name="last_name" label={t('signup.lastName')} required autoComplete="family-name" />
          <TextField name="username" label={t('signup.username')} required autoComplete="username" />
          <TextField name="email" label={t('signup.email')} type="email" required autoComplete="email" />
          <TextField name="password" label={t('auth.password')} type="password" required autoComplete="new-password" />
          <TextField
            name="confirm_password"
            label={t('auth.confirmPassword')}
            type="password"
            required
            autoComplete="new-password"
          />
          <SelectField name="profile_type" label={t('signup.profileType')} options={profileTypes} required />
          <div className="form__full">
            <CheckboxField name="terms" label={<TermsLabel />} required />
          </div>
          <button type="submit" className="button button--block form__full" disabled={isSubmitting}>
            {t('signup.createAccount')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

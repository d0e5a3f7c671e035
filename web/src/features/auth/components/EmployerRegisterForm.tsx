import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { ROUTES, employerRegisterSchema, type EmployerRegisterValues } from '@fj/shared';
import { CheckboxField, TextField } from '../../../components/form';
import { useEmployerRegisterMutation } from '../api/register';
import { useRegisterSubmit } from './use-register-submit';
import { TermsLabel } from './TermsLabel';

interface EmployerFormValues {
  company_name: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  terms: boolean;
}

const INITIAL_VALUES: EmployerFormValues = {
  company_name: '',
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/** Employer account ("I'm hiring"): POST /employer-register, then the employer dashboard. */
export function EmployerRegisterForm() {
  const { t } = useTranslation();
  const register = useEmployerRegisterMutation();
  const submit = useRegisterSubmit<EmployerFormValues>(
    (values) => register.mutateAsync(values as EmployerRegisterValues),
    ROUTES.employerDashboard,
  );
  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={employerRegisterSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form form--grid" noValidate data-testid="employer-register-form">
          <div className="form__full">
            <TextField name="company_name" label={t('signup.companyName')} required autoComplete="organization" />
          </div>
          <TextField name="first_name" label={t('signup.firstName')} required autoComplete="given-name" />
          <TextField name="last_name" label={t('signup.lastName')} required autoComplete="family-name" />
          <TextField name="username" label={t('signup.username')} required autoComplete="username" />
          <TextField name="email" label={t('signup.workEmail')} type="email" required autoComplete="email" />
          <TextField name="password" label={t('auth.password')} type="password" required autoComplete="new-password" />
          <TextField
            name="confirm_password"
            label={t('auth.confirmPassword')}
            type="password"
            required
            autoComplete="new-password"
          />
          <div className="form__full">
            <CheckboxField name="terms" label={<TermsLabel />} required />
          </div>
          <button type="submit" className="button button--block form__full" disabled={isSubmitting}>
            {t('signup.createEmployerAccount')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateProfileSchemaFor, type CandidateProfile, type CandidateProfileField } from '@fj/shared';
import { notifySuccess } from '../../../../components/toasts';
import { showSaveError, useUpdateProfile } from '../../../candidates';
import { StepActions } from './StepActions';

export type StepValues = Record<string, unknown>;

/** The step's fields as the profile holds them ('' for an empty answer, as the editor's tabs do). */
export function stepValues(fields: readonly CandidateProfileField[], profile: CandidateProfile): StepValues {
  return Object.fromEntries(fields.map((field) => [field, profile[field as keyof CandidateProfile] ?? '']));
}

interface ProfileStepFormProps {
  fields: readonly CandidateProfileField[];
  profile: CandidateProfile;
  /** Moves on to the next step (after a save, or a skip). */
  onNext: () => void;
  children: ReactNode;
  testId: string;
}

/**
 * A sign-up profile step: the profile editor's own fields and shared schema for these fields, saved through
 * `POST /update-profile` (only the fields sent change). Unchanged answers move on without a call.
 */
export function ProfileStepForm({ fields, profile, onNext, children, testId }: ProfileStepFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const schema = useMemo(() => candidateProfileSchemaFor(fields), [fields]);
  const initialValues = useMemo(() => stepValues(fields, profile), [fields, profile]);

  const submit = async (values: StepValues, helpers: FormikHelpers<StepValues>) => {
    if (JSON.stringify(values) === JSON.stringify(initialValues)) {
      onNext();
      return;
    }
    try {
      await update.mutateAsync(values);
      notifySuccess(t('signup.steps.saved'));
      onNext();
    } catch (error) {
      showSaveError(error, fields, helpers);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form form--grid profile-tab" noValidate data-testid={testId}>
          {children}
          <StepActions onSkip={onNext} busy={isSubmitting} />
        </Form>
      )}
    </Formik>
  );
}

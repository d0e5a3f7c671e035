import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCES,
  JOB_CATEGORIES,
  JOB_CLASSES,
  JOB_POST_LIMITS,
  JOB_TYPES,
  MAX_LENGTH,
  QUALIFICATIONS,
  RECEIVE_APPLICANTS,
  REFERENCES,
  SALARY_CURRENCIES,
  SALARY_TYPES,
  SKILLS,
  WORK_MODES,
  enumLabelKey,
  jobPostSchema,
  type LookupOption,
} from '@fj/shared';
import type { TFunction } from 'i18next';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import type { JobPostFormValues } from '../../lib/job-post-values';
import { LocationsEditor } from './LocationsEditor';
import { MultiSelectField } from './MultiSelectField';
import { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor';
import { RichTextFormField } from '../../../../components/rich-text';
import { useMergeFieldOptions } from '../../../../components/rich-text/use-merge-field-options';
import { enumOptions } from '../../../../lib/enum-labels';

const translated = (t: TFunction, family: string, options: readonly LookupOption[]) => enumOptions(t, family, options);

interface JobPostFormProps {
  initialValues: JobPostFormValues;
  onSubmit: (values: JobPostFormValues, helpers: FormikHelpers<JobPostFormValues>) => Promise<void>;
  submitLabel: string;
  /** Rendered first inside the form (the administrator's employer choice). */
  header?: React.ReactNode;
}

/** §3 job post form with the shared yup schema (§5 rules); errors show under fields once touched. */
export function JobPostForm({ initialValues, onSubmit, submitLabel, header }: JobPostFormProps) {
  const { t } = useTranslation();
  const mergeFields = useMergeFieldOptions();
  return (
    <Formik initialValues={initialValues} validationSchema={jobPostSchema} onSubmit={onSubmit} enableReinitialize>
      {({ values, isSubmitting, setFieldValue, submitForm }) => (
        <Form className="form form--grid job-post-form" noValidate data-testid="job-post-form">
          {header}
          <div className="form__full">
            <TextField name="job_title" label={t('jobs.post.title')} required maxLength={JOB_POST_LIMITS.title} />
          </div>
          <div className="form__full">
            <MultiSelectField name="job_cat" label={t('jobs.post.categories')} required options={translated(t, 'category', JOB_CATEGORIES)} />
          </div>
          <div className="form__full">
            <RichTextFormField
              name="job_description"
              label={t('jobs.post.description')}
              required
              minRows={10}
              maxLength={JOB_POST_LIMITS.description}
              hint={t('jobs.post.descriptionHint')}
            />
          </div>
          <TextField name="job_date" type="date" label={t('jobs.post.deadline')} required hint={t('jobs.post.deadlineHint')} />
          <SelectField name="job_type" label={t('jobs.post.jobType')} required options={translated(t, 'type', JOB_TYPES)} />
          <SelectField name="workMode" label={t('jobs.post.workMode')} options={translated(t, 'workMode', WORK_MODES)} />
          <TextField name="job_posts" type="number" min={1} max={JOB_POST_LIMITS.vacancies} label={t('jobs.post.vacancies')} />
          <SelectField name="job_salary_type" label={t('jobs.post.salaryType')} options={translated(t, 'salaryType', SALARY_TYPES)} />
          <TextField name="job_salary" type="number" min={0} step="0.01" label={t('jobs.post.salary')} />
          <SelectField name="job_currency" label={t('jobs.post.currency')} options={translated(t, 'salaryCurrency', SALARY_CURRENCIES)} />
          <SelectField name="job_experience" label={t('jobs.post.experience')} options={translated(t, 'experience', EXPERIENCES)} />
          <div className="form__full">
            <MultiSelectField name="job_qualifications" label={t('jobs.post.qualifications')} options={translated(t, 'qualification', QUALIFICATIONS)} />
          </div>
          <SelectField name="must_have_qualification" label={t('jobs.post.mustHave')} options={translated(t, 'qualification', QUALIFICATIONS)} />
          <TextField name="job_shift" label={t('jobs.post.shift')} maxLength={JOB_POST_LIMITS.shift} />
          <div className="form__full">
            <MultiSelectField
              name="job_skills"
              label={t('jobs.post.skills')}
              creatable
              options={SKILLS.map((option) => ({ value: option.label, label: t(enumLabelKey('skills', option.value), { defaultValue: option.label }) }))}
            />
          </div>
          <LocationsEditor />

          <fieldset className="field form__full" data-testid="job-class">
            <legend className="field__label">{`${t('jobs.post.class')} *`}</legend>
            {JOB_CLASSES.map((option) => (
              <label key={option.value} className="field__check">
                <input
                  type="radio"
                  name="class"
                  value={option.value}
                  checked={values.class === option.value}
                  onChange={() => void setFieldValue('class', option.value)}
                />
                <span>
                  {t(`jobs.post.classes.${option.value}`)} — {t(`jobs.post.spends.${option.value}`)}
                </span>
              </label>
            ))}
          </fieldset>

          <fieldset className="field form__full">
            <legend className="field__label">{t('jobs.post.receiveApplicants')}</legend>
            {RECEIVE_APPLICANTS.map((option) => (
              <label key={option.value} className="field__check">
                <input
                  type="radio"
                  name="receiveApplicants"
                  value={option.value}
                  checked={values.receiveApplicants === option.value}
                  onChange={() => void setFieldValue('receiveApplicants', option.value)}
                />
                <span>{t(enumLabelKey('receive_applicants', option.value), { defaultValue: option.label })}</span>
              </label>
            ))}
          </fieldset>
          {values.receiveApplicants === 'exter' ? (
            <div className="form__full">
              <TextField name="job_external_url" type="url" label={t('jobs.post.externalUrl')} required maxLength={MAX_LENGTH.url} />
            </div>
          ) : null}
          {values.receiveApplicants === 'mail' ? (
            <div className="form__full">
              <TextField name="job_external_email" type="email" label={t('jobs.post.externalEmail')} required maxLength={MAX_LENGTH.email} />
            </div>
          ) : null}
          <SelectField name="reference" label={t('jobs.post.reference')} options={translated(t, 'reference', REFERENCES)} />

          <ScreeningQuestionsEditor />

          <div className="form__full" data-testid="job-safeguarding">
            <CheckboxField name="safeguardingRequired" label={t('jobs.post.safeguardingRequired')} />
            <p className="field__hint">{t('jobs.post.safeguardingHint')}</p>
          </div>

          <div className="form__full">
            <CheckboxField name="isSendRejection" label={t('jobs.post.sendRejection')} />
          </div>
          {values.isSendRejection ? (
            <>
              <div className="form__full">
                <TextField name="rejection_email_subject" label={t('jobs.post.rejectionSubject')} required maxLength={JOB_POST_LIMITS.rejectionSubject} />
              </div>
              <div className="form__full">
                <RichTextFormField minRows={6} toolbar="basic" name="rejection_email_content" label={t('jobs.post.rejectionContent')} required maxLength={JOB_POST_LIMITS.rejectionBody} mergeFields={mergeFields} />
              </div>
            </>
          ) : null}

          <div className="form__full form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="job-post-submit" onClick={() => void setFieldValue('status', 'publish')}>
              {submitLabel}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={isSubmitting}
              onClick={async () => {
                await setFieldValue('status', 'draft', false);
                await submitForm();
              }}
            >
              {t('jobs.post.saveDraft')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

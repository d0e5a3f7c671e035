import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../../lib/form-messages';
import { UploadForm, useMyResumes, useUploadResume } from '../../media';

/** Step START: one of my CVs, or a new PDF uploaded here (it is then chosen). */
export function StartStep() {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>('resumeId');
  const { data, isPending } = useMyResumes({ limit: 50 });
  const upload = useUploadResume();
  const resumes = (data?.rows ?? []).filter((item) => item.kind === 'cv' || item.mime === 'application/pdf');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="apply-step" data-testid="apply-step-start">
      <fieldset className="field">
        <legend className="field__label">{`${t('applications.apply.chooseCv')} *`}</legend>
        {isPending ? <p role="status">{t('common.loading')}</p> : null}
        {!isPending && resumes.length === 0 ? <p>{t('applications.apply.noCvs')}</p> : null}
        <ul className="apply-cvs">
          {resumes.map((resume) => (
            <li key={resume.id}>
              <label className="field__check">
                <input
                  type="radio"
                  name="resumeId"
                  value={String(resume.id)}
                  checked={field.value === String(resume.id)}
                  onChange={() => {
                    void helpers.setValue(String(resume.id));
                  }}
                />
                <span>{resume.title}</span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p className="field__error" role="alert">
            {translateFormMessage(error, t)}
          </p>
        ) : null}
      </fieldset>
      <details className="apply-upload">
        <summary>{t('applications.apply.uploadNew')}</summary>
        <UploadForm
          kind="cv"
          testId="apply-cv-upload"
          fileLabel={t('applications.apply.cvFile')}
          submitLabel={t('applications.apply.upload')}
          upload={async (values) => {
            const item = await upload.mutateAsync(values);
            await helpers.setValue(String(item.id));
          }}
        />
      </details>
    </div>
  );
}

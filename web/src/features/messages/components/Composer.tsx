import { useId, useRef, useState } from 'react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../components/form';
import { translateFormMessage } from '../../../lib/form-messages';
import { useSendMessage } from '../api/send-message';
import { formatFileSize } from '../lib/file-size';
import { MESSAGE_LIMITS } from '../lib/limits';
import { bodyProblem, filesProblem, type ComposerProblem, type ComposerValues } from '../lib/message-form';

/** What the API takes as an attachment (its media checks read the bytes; this only guides the file picker). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

interface FormValues {
  body: string;
  files: File[];
}

/** Writes a message: the text (required unless files go with it, 5,000 at most, counted) and up to 5 files of ≤ 10 MB. */
export function Composer({ threadId, onSent }: { threadId: number; onSent?: () => void }) {
  const { t, i18n } = useTranslation();
  const send = useSendMessage();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // A new key empties the file input after a send (its files cannot be set back by script).
  const [fileInputKey, setFileInputKey] = useState(0);
  // Said to screen readers once a message has gone (the thread shows it too).
  const [sent, setSent] = useState(false);
  const say = (problem: ComposerProblem | undefined) => (problem ? t(problem.key, problem.values) : undefined);

  const validate = (values: ComposerValues): FormikErrors<FormValues> => {
    const errors: FormikErrors<FormValues> = {};
    const body = say(bodyProblem(values));
    const files = say(filesProblem(values.files));
    if (body) errors.body = body;
    if (files) errors.files = files;
    return errors;
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setSent(false);
    try {
      await send.mutateAsync({ threadId, body: values.body.trim(), files: values.files });
      helpers.resetForm();
      setFileInputKey((key) => key + 1);
      setSent(true);
      onSent?.();
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik<FormValues> initialValues={{ body: '', files: [] }} validate={validate} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, getFieldProps, setFieldValue, setFieldTouched }) => {
        const bodyError = touched.body && typeof errors.body === 'string' ? translateFormMessage(errors.body, t) : undefined;
        const filesError = typeof errors.files === 'string' && (touched.files || values.files.length > 0) ? errors.files : undefined;
        const over = values.body.trim().length > MESSAGE_LIMITS.bodyMax;
        const setFiles = (files: File[]) => {
          void setFieldValue('files', files, true);
          void setFieldTouched('files', true, false);
        };
        return (
          <Form className="composer" noValidate data-testid="message-composer" aria-label={t('messages.composer.label')}>
            <div className={`field${bodyError ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-body`}>
                {t('messages.composer.body')}
              </label>
              <textarea
                {...getFieldProps('body')}
                id={`${id}-body`}
                className="field__input composer__text"
                rows={3}
                dir="auto"
                placeholder={t('messages.composer.placeholder')}
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={`${id}-count${bodyError ? ` ${id}-body-error` : ''}`}
                data-testid="composer-body"
              />
              <p className={`composer__count${over ? ' composer__count--over' : ''}`} id={`${id}-count`} data-testid="composer-count">
                {t('messages.composer.count', { count: values.body.length, max: MESSAGE_LIMITS.bodyMax })}
              </p>
              {bodyError ? (
                <p className="field__error" id={`${id}-body-error`} role="alert" data-testid="composer-body-error">
                  {bodyError}
                </p>
              ) : null}
            </div>

            <div className={`field composer__files${filesError ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-files`}>
                {t('messages.composer.files', { max: MESSAGE_LIMITS.files, mb: MESSAGE_LIMITS.fileMb })}
              </label>
              <input
                key={fileInputKey}
                ref={fileInput}
                id={`${id}-files`}
                name="files"
                type="file"
                multiple
                accept={ACCEPT}
                className="field__input"
                aria-invalid={filesError ? true : undefined}
                aria-describedby={filesError ? `${id}-files-error` : undefined}
                data-testid="composer-files"
                onChange={(event) => setFiles([...values.files, ...Array.from(event.currentTarget.files ?? [])])}
              />
              {values.files.length ? (
                <ul className="composer__chosen" data-testid="composer-chosen">
                  {values.files.map((file, index) => (
                    <li key={`${file.name}-${index}`}>
                      <span dir="auto" data-i18n-skip="">
                        {file.name}
                      </span>{' '}
                      <small>{formatFileSize(file.size, i18n.language)}</small>{' '}
                      <button
                        type="button"
                        className="button button--link button--small"
                        aria-label={t('messages.composer.removeFile', { name: file.name })}
                        onClick={() => {
                          setFiles(values.files.filter((_, at) => at !== index));
                          if (fileInput.current) fileInput.current.value = '';
                        }}
                      >
                        {t('messages.composer.remove')}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {filesError ? (
                <p className="field__error" id={`${id}-files-error`} role="alert" data-testid="composer-files-error">
                  {filesError}
                </p>
              ) : null}
            </div>

            <div className="composer__actions">
              <p className="visually-hidden" role="status" data-testid="composer-status">
                {sent ? t('messages.composer.sent') : ''}
              </p>
              <button type="submit" className="button" disabled={isSubmitting} data-testid="composer-send">
                {isSubmitting ? t('messages.composer.sending') : t('messages.composer.send')}
              </button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}

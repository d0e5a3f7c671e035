import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useSendContact } from '../api/content-forms';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'name' | 'email' | 'subject' | 'message';

/** Name, email, subject, message; checked here for the obvious, and by the API for everything. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendContact();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['name', 'subject', 'message'] as const) if (!values[field].trim()) found[field] = t('validation.required');
    if (!EMAIL.test(values.email.trim())) found.email = t('content.contact.invalidEmail');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await send.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setErrors((apiFieldErrors(error) as Partial<Record<Field, string>>) ?? {});
    }
  };

  if (done) return <p role="status" className="form-success" data-testid="contact-sent">{t('content.contact.sent')}</p>;
  const field = (name: Field, label: string, multiline = false) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>{label} *</label>
      {multiline ? (
        <textarea id={`${id}-${name}`} rows={6} maxLength={5000} value={values[name]} aria-invalid={!!errors[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
      ) : (
        <input id={`${id}-${name}`} type={name === 'email' ? 'email' : 'text'} maxLength={name === 'email' ? 254 : 200} value={values[name]} aria-invalid={!!errors[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
      )}
      {errors[name] ? <span className="form-field__error">{errors[name]}</span> : null}
    </div>
  );
  return (
    <form className="contact-form" onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
      {field('name', t('content.contact.name'))}
      {field('email', t('content.contact.email'))}
      {field('subject', t('content.contact.subject'))}
      {field('message', t('content.contact.message'), true)}
      {send.isError && !apiFieldErrors(send.error) ? <p role="alert">{apiErrorMessage(send.error)}</p> : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {t('content.contact.send')}
      </button>
    </form>
  );
}

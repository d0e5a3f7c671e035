import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { useEmailTemplates } from '../../templates/api/email-templates';
import { RejectionBodyField } from './RejectionBodyField';

export interface RejectionChoice {
  reason: string;
  sendEmail: boolean;
  email?: { subject: string; body: string };
}

interface RejectDialogProps {
  /** Applications about to be rejected; closed when 0. */
  count: number;
  /** The one candidate's name when a single application is rejected. */
  candidateName?: string;
  /** The job's own rejection email (job form), offered first when it has one. */
  jobTemplate: { subject: string; body: string } | null;
  busy?: boolean;
  onConfirm: (choice: RejectionChoice) => void;
  onCancel: () => void;
}

const JOB_TEMPLATE = 'job';

/**
 * Rejecting (by drag, menu, button or bulk) asks first, and offers the rejection email: the job's own, or one of
 * the employer's rejection templates, editable here; the server sends this text (sanitised, merge fields filled
 * per candidate), not the stored one. Unticking "Send" rejects without an email.
 */
export function RejectDialog({ count, candidateName, jobTemplate, busy, onConfirm, onCancel }: RejectDialogProps) {
  const { t } = useTranslation();
  const open = count > 0;
  const templates = useEmailTemplates();
  const rejectionTemplates = (templates.data ?? []).filter((template) => template.email_temp_for === 'rejection');
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [send, setSend] = useState(true);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});

  const pick = (id: string) => {
    setTemplateId(id);
    const chosen = id === JOB_TEMPLATE ? jobTemplate : rejectionTemplates.find((template) => String(template.id) === id);
    if (!chosen) return;
    setSubject('subject' in chosen ? chosen.subject : chosen.email_temp_subject);
    setBody('body' in chosen ? chosen.body : chosen.email_temp_details);
    setErrors({});
  };

  // Each time the dialog opens it starts from the job's email, else the first rejection template.
  const firstTemplate = jobTemplate?.body.trim() ? JOB_TEMPLATE : rejectionTemplates[0] ? String(rejectionTemplates[0].id) : '';
  useEffect(() => {
    if (!open) return;
    setReason('');
    setErrors({});
    setSend(true);
    setSubject('');
    setBody('');
    setTemplateId('');
    if (firstTemplate) pick(firstTemplate);
    // pick reads the loaded templates; re-run when they arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, firstTemplate]);

  const confirm = () => {
    if (send) {
      const problems = {
        subject: subject.trim() ? undefined : t('employer.pipeline.reject.subjectRequired'),
        body: body.replace(/<[^>]*>/g, '').trim() ? undefined : t('employer.pipeline.reject.bodyRequired'),
      };
      setErrors(problems);
      if (problems.subject || problems.body) return;
    }
    onConfirm({ reason, sendEmail: send, email: send ? { subject: subject.trim(), body } : undefined });
  };

  return (
    <Modal
      open={open}
      title={candidateName ? t('employer.pipeline.reject.titleOne', { name: candidateName }) : t('employer.pipeline.reject.titleMany', { count })}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={confirm} disabled={busy} data-testid="reject-confirm">
            {send ? t('employer.pipeline.reject.confirmSend') : t('employer.pipeline.reject.confirm')}
          </button>
        </>
      }
    >
      <div className="reject-dialog" data-testid="reject-dialog">
        <label className="reject-dialog__send">
          <input type="checkbox" checked={send} onChange={(event) => setSend(event.target.checked)} data-testid="reject-send" /> {t('employer.pipeline.reject.send')}
        </label>
        {send ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor="reject-template">
                {t('employer.pipeline.reject.template')}
              </label>
              <select id="reject-template" className="field__input" value={templateId} onChange={(event) => pick(event.target.value)} data-testid="reject-template">
                <option value="">{t('employer.pipeline.reject.blank')}</option>
                {jobTemplate?.body.trim() ? <option value={JOB_TEMPLATE}>{t('employer.pipeline.reject.jobTemplate')}</option> : null}
                {rejectionTemplates.map((template) => (
                  <option key={template.id} value={template.id} data-i18n-skip="">
                    {template.email_temp_name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="reject-subject">
                {t('employer.pipeline.reject.subject')}
              </label>
              <input
                id="reject-subject"
                className="field__input"
                maxLength={200}
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? 'reject-subject-error' : undefined}
                data-testid="reject-subject"
              />
              {errors.subject ? (
                <p className="field__error" id="reject-subject-error">
                  {errors.subject}
                </p>
              ) : null}
            </div>
            <RejectionBodyField value={body} onChange={setBody} error={errors.body} />
          </>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="reject-reason">
            {t('employer.pipeline.reason')}
          </label>
          <textarea id="reject-reason" className="field__input" maxLength={255} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} data-testid="reject-reason" />
        </div>
      </div>
    </Modal>
  );
}

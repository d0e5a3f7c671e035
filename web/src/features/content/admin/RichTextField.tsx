import { useTranslation } from 'react-i18next';
import { HtmlPreview } from './HtmlPreview';

/** An HTML body: the textarea beside a live preview that applies the server's allowlist (preview-sanitize.ts). */
export function RichTextField({ id, label, value, onChange, rows = 16, hint, error }: { id: string; label: string; value: string; onChange: (value: string) => void; rows?: number; hint?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="content-editor__split">
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} rows={rows} maxLength={100_000} className="content-editor__html" dir="auto" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? <span className="form-field__error" id={`${id}-error`}>{error}</span> : null}
        {hint ? <span className="form-field__hint">{hint}</span> : null}
      </div>
      <div className="form-field">
        <span className="form-field__label">{t('content.admin.preview')}</span>
        <HtmlPreview html={value} />
      </div>
    </div>
  );
}

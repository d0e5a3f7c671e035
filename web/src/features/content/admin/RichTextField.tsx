import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_BODY_MAX } from '@fj/shared';
import { LazyRichTextEditor, RichTextFallback, RichTextPreview } from '../../../components/rich-text';

/**
 * A post, page or newsletter body: the rich-text editor, and under it the body as readers will see it (the shared
 * allow-list applied, as the server does on save).
 */
export function RichTextField({ id, label, value, onChange, rows = 16, hint, error, required }: { id: string; label: string; value: string; onChange: (value: string) => void; rows?: number; hint?: string; error?: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="content-editor__body">
      <Suspense fallback={<RichTextFallback label={label} required={required} minRows={rows} />}>
        <LazyRichTextEditor id={id} name={id} label={label} value={value} onChange={onChange} hint={hint} error={error} required={required} minRows={rows} maxLength={RICH_TEXT_BODY_MAX} />
      </Suspense>
      <details className="content-editor__preview">
        <summary>{t('content.admin.preview')}</summary>
        <RichTextPreview html={value} testId="html-preview" label={t('content.admin.preview')} />
      </details>
    </div>
  );
}

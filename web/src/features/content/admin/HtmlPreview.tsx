import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeForPreview } from './preview-sanitize';

/** The editor's live preview: the typed HTML through the same allowlist the server applies on save. */
export function HtmlPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const safe = useMemo(() => sanitizeForPreview(html), [html]);
  return (
    <div className="html-preview rich-text" role="region" aria-label={t('content.admin.preview')} dir="auto" data-i18n-skip="" data-testid="html-preview" dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

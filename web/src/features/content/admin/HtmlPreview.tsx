import { useTranslation } from 'react-i18next';

/**
 * The editor's live preview: the HTML runs in a sandboxed frame with no scripts, same-origin access or forms, so
 * whatever is typed cannot act; the server sanitises it again on save (api/src/lib/rich-text.ts).
 */
export function HtmlPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>body{font:16px/1.6 system-ui,sans-serif;margin:12px;color:#111}img{max-width:100%}</style></head><body dir="auto">${html}</body></html>`;
  return <iframe className="html-preview" title={t('content.admin.preview')} sandbox="" srcDoc={doc} data-testid="html-preview" />;
}

import { useMemo } from 'react';
import { sanitizeRichTextHtml } from './sanitize';

interface RichTextPreviewProps {
  html: string;
  className?: string;
  testId?: string;
  /** Accessible name when the preview is a labelled region of its own. */
  label?: string;
}

/**
 * Rich text as it will be shown: the HTML through the shared allow-list (sanitize.ts), so a preview never renders
 * markup the server would drop, nor anything that runs. Written text in any script: its direction follows the
 * text and it is data, not UI text (data-i18n-skip).
 */
export function RichTextPreview({ html, className = '', testId = 'rich-text-preview', label }: RichTextPreviewProps) {
  const safe = useMemo(() => sanitizeRichTextHtml(html), [html]);
  return (
    <div
      className={`rich-text rich-text-preview ${className}`.trim()}
      dir="auto"
      data-i18n-skip=""
      data-testid={testId}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

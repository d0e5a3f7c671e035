/**
 * Text a user wrote with the rich-text editor. The API stores and answers it sanitised (api/src/lib/rich-text.ts:
 * structure and emphasis only, safe links), so HTML is rendered as HTML; older plain-text values keep their line
 * breaks instead of showing as one run-on paragraph. It is the writer's own text in any script: its direction
 * follows the text (`dir="auto"`) and it is data, not UI text (`data-i18n-skip`, see the Arabic journey).
 */
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;

export function RichText({ value, className = '', testId }: { value: string; className?: string; testId?: string }) {
  if (!value.trim()) return null;
  if (LOOKS_LIKE_HTML.test(value)) {
    return <div className={`rich-text ${className}`.trim()} dir="auto" data-i18n-skip="" data-testid={testId} dangerouslySetInnerHTML={{ __html: value }} />;
  }
  return (
    <div className={`rich-text pre-line ${className}`.trim()} dir="auto" data-i18n-skip="" data-testid={testId}>
      {value}
    </div>
  );
}

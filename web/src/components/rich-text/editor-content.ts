import { placeholdersToChips, type MergeFieldOption } from './merge-fields';

const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** Older plain-text values (seeded templates, bodies typed before the editor): blank lines part paragraphs, single line breaks stay. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A stored value as the editor's content: plain text as paragraphs, placeholders as chips. */
export function toEditorContent(value: string, fields: readonly MergeFieldOption[]): string {
  const html = !value.trim() || LOOKS_LIKE_HTML.test(value) ? value : plainTextToHtml(value);
  return placeholdersToChips(html, fields);
}

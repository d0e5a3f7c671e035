/**
 * The rich-text editor and its preview (docs/rich-text.md). Nothing here imports TipTap: the editor itself is
 * LazyRichTextEditor's chunk, so a screen that only shows rich text stays small.
 */
export { LazyRichTextEditor } from './lazy';
export { RichTextFormField, RichTextFallback } from './RichTextFormField';
export { RichTextPreview } from './RichTextPreview';
export { sanitizeRichTextHtml } from './sanitize';
export type { RichTextEditorProps } from './types';
export type { MergeFieldOption } from './merge-fields';

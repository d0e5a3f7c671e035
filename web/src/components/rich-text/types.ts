import type { MergeFieldOption } from './merge-fields';

/** The editor's props (the contract other screens use through LazyRichTextEditor). */
export interface RichTextEditorProps {
  id: string;
  name?: string;
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Shown (translated) under the editor and announced with it. */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Merge fields offered as chips from a menu; stored as `{key}`. */
  mergeFields?: MergeFieldOption[];
  /** Height of the empty editor in lines. */
  minRows?: number;
  /** 'basic': bold, italic, lists, link; 'full' adds underline, two headings and quote. */
  toolbar?: 'full' | 'basic';
  /** The server's limit on the stored HTML (its length is what the API checks); shown as a counter. */
  maxLength?: number;
}

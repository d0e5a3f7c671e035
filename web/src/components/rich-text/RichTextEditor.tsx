import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../lib/form-messages';
import { richTextExtensions } from './extensions';
import { LinkDialog } from './LinkDialog';
import { toEditorContent } from './editor-content';
import { chipsToPlaceholders, placeholdersToChips } from './merge-fields';
import { cleanPastedHtml } from './paste-clean';
import { Toolbar } from './Toolbar';
import type { RichTextEditorProps } from './types';
import './rich-text-editor.css';

/**
 * The one rich-text editor (TipTap 3 on ProseMirror): its schema is the shared allow-list, pasted HTML is cleaned
 * to it, every block follows its own text's direction, merge fields are chips. Loaded lazily (index.ts) so the
 * public pages never download it. Its value is the HTML the API stores ('' when empty).
 */
export default function RichTextEditor({ id, name, label, value, onChange, onBlur, error, hint, required, mergeFields = [], minRows = 6, toolbar = 'full', maxLength }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };
  const fields = useMemo(() => mergeFields, [JSON.stringify(mergeFields)]); // eslint-disable-line react-hooks/exhaustive-deps

  const labelId = `${id}-label`;
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : null, maxLength ? `${id}-count` : null].filter(Boolean).join(' ');
  // The editable element's name, label, description and state; set from the first render (the every-form guard and
  // assistive technology find it by id and label at once) and kept current.
  const attributes: Record<string, string> = {
    id,
    ...(name ? { 'data-name': name } : {}),
    class: 'rte-content',
    'data-i18n-skip': '',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    style: `min-height: ${minRows * 1.6}em`,
  };
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor(
    {
      extensions: richTextExtensions({ mergeFields: fields, onLinkShortcut: () => setLinkOpen(true) }),
      content: toEditorContent(value, fields),
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes,
        transformPastedHTML: (html) => placeholdersToChips(cleanPastedHtml(html), fields),
      },
      onUpdate: ({ editor: current }) => {
        const html = current.isEmpty ? '' : chipsToPlaceholders(current.getHTML());
        emitted.current = html;
        callbacks.current.onChange(html);
      },
      onBlur: () => callbacks.current.onBlur?.(),
    },
    [fields],
  );

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  // A value from outside (loaded record, form reset) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(toEditorContent(value, fields), { emitUpdate: false });
  }, [editor, value, fields]);


  const size = value.length;
  const over = maxLength !== undefined && size > maxLength;
  return (
    <div className={`field rte${error ? ' field--invalid' : ''}`} data-testid={`rte-${name ?? id}`}>
      <span className="field__label" id={labelId} onClick={() => editor?.commands.focus()}>
        {required ? `${label} *` : label}
      </span>
      <div className="rte__frame">
        {editor ? <Toolbar editor={editor} editorId={id} variant={toolbar} mergeFields={fields} linkOpen={linkOpen} onOpenLink={() => setLinkOpen(true)} /> : null}
        {editor && linkOpen ? <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} /> : null}
        <EditorContent editor={editor} />
      </div>
      <div className="rte__below">
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {translateFormMessage(error, t)}
          </p>
        ) : hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        {maxLength ? (
          <p className={`rte__count${over ? ' rte__count--over' : ''}`} id={`${id}-count`}>
            {t('richText.size', { formattedCount: size.toLocaleString(), formattedMax: maxLength.toLocaleString() })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

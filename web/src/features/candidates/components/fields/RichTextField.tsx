import { useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../../components/form/FieldShell';

interface RichTextFieldProps {
  name: string;
  label: string;
  hint?: string;
}

/** The commands the server's allowlist keeps (paragraphs, bold/italic/underline, lists). */
const COMMANDS = [
  { command: 'bold', labelKey: 'candidate.editor.bold', text: 'B' },
  { command: 'italic', labelKey: 'candidate.editor.italic', text: 'I' },
  { command: 'underline', labelKey: 'candidate.editor.underline', text: 'U' },
  { command: 'insertUnorderedList', labelKey: 'candidate.editor.bulletList', text: '•' },
  { command: 'insertOrderedList', labelKey: 'candidate.editor.numberedList', text: '1.' },
] as const;

/**
 * A small rich-text editor for the intro. What it produces is HTML the server sanitizes with an allowlist before
 * storing, so the editor itself need not be trusted.
 */
export function RichTextField({ name, label, hint }: RichTextFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const editor = useRef<HTMLDivElement>(null);
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;

  // Write the value into the editor only when it differs (first load, form reset), never while typing.
  useEffect(() => {
    const node = editor.current;
    if (node && node.innerHTML !== (field.value ?? '')) node.innerHTML = field.value ?? '';
  }, [field.value]);

  const sync = () => {
    const html = editor.current?.innerHTML ?? '';
    void setFieldValue(name, editor.current?.textContent?.trim() ? html : '');
  };

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="rich-text">
        <div className="rich-text__toolbar" role="toolbar" aria-label={t('candidate.editor.toolbar')}>
          {COMMANDS.map(({ command, labelKey, text }) => (
            <button
              key={command}
              type="button"
              className="rich-text__button"
              aria-label={t(labelKey)}
              title={t(labelKey)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                editor.current?.focus();
                document.execCommand?.(command);
                sync();
              }}
            >
              {text}
            </button>
          ))}
        </div>
        <div
          ref={editor}
          id={id}
          className="field__input rich-text__area"
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          tabIndex={0}
          onInput={sync}
          onBlur={() => void setFieldTouched(name, true)}
          suppressContentEditableWarning
        />
      </div>
    </FieldShell>
  );
}

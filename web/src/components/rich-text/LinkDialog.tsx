import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedRichTextHref, normaliseRichTextHref } from '@fj/shared';

interface LinkDialogProps {
  editor: Editor;
  onClose: () => void;
}

/**
 * The link box: add, change or remove the link at the selection. A non-modal dialog inside the editor (no form of
 * its own, since the editor sits inside the page's form): Enter applies, Escape closes, focus returns to the text.
 * The address must be one the allow-list keeps (http(s) or an e-mail address); `club.example` gets https://.
 */
export function LinkDialog({ editor, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(existing);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const finish = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const url = normaliseRichTextHref(href);
    if (!isAllowedRichTextHref(url)) {
      setError(t('richText.linkInvalid'));
      input.current?.focus();
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: href.trim(), marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish();
    } else if (event.key === 'Enter' && event.target === input.current) {
      // The editor is inside the page's form: Enter here applies the link instead of sending the form.
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className="rte-link" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="rte-link-dialog">
      <p className="rte-link__title" id={titleId}>
        {existing ? t('richText.editLink') : t('richText.addLink')}
      </p>
      <label className="field__label" htmlFor={inputId}>
        {t('richText.linkAddress')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="field__input"
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="url"
        placeholder="https://"
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
      />
      {error ? (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : (
        <p className="field__hint" id={`${inputId}-hint`}>
          {t('richText.linkHint')}
        </p>
      )}
      <div className="rte-link__actions">
        <button type="button" className="button" onClick={apply} data-testid="rte-link-apply">
          {t('richText.applyLink')}
        </button>
        {existing ? (
          <button type="button" className="button button--ghost" onClick={remove} data-testid="rte-link-remove">
            {t('richText.removeLink')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={finish}>
          {t('richText.cancel')}
        </button>
      </div>
    </div>
  );
}

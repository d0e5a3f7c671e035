import { useField } from 'formik';
import { Suspense } from 'react';
import { LazyRichTextEditor } from './lazy';
import type { RichTextEditorProps } from './types';

type RichTextFormFieldProps = Omit<RichTextEditorProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

/** Until the editor's chunk arrives: the field's label and a box of the editor's height (nothing moves when it lands). */
export function RichTextFallback({ label, required, minRows = 6 }: { label: string; required?: boolean; minRows?: number }) {
  return (
    <div className="field rte rte--loading" aria-busy="true">
      <span className="field__label">{required ? `${label} *` : label}</span>
      <div className="rte__frame" style={{ minHeight: `calc(${minRows * 1.6}em + 3.25rem)` }} />
    </div>
  );
}

/** The editor as a formik field: value is the HTML string, the error shows once the field is touched (§5). */
export function RichTextFormField({ name, ...props }: RichTextFormFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = `field-${name.replace(/[.[\]]/g, '-')}`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Suspense fallback={<RichTextFallback label={props.label} required={props.required} minRows={props.minRows} />}>
      <LazyRichTextEditor
        {...props}
        id={id}
        name={name}
        value={field.value ?? ''}
        error={error}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Suspense>
  );
}

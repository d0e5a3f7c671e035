import { Field } from 'formik';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_KINDS } from '@fj/shared';

/** Phone, video or on site: one radio each. */
export function KindField({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="interview-kind">
      <legend className="field__label">{`${t('interviews.fields.kind')} *`}</legend>
      <div className="interview-kind__options">
        {INTERVIEW_KINDS.map((kind) => (
          <label key={kind} className="field__check">
            <Field type="radio" name={name} value={kind} data-testid={`kind-${kind}`} />
            {t(`interviews.kinds.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

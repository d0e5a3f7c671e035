import { Form, Formik, useField } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { type SingleValue } from 'react-select';
import { FieldShell } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSavedTimeZone } from '../api/time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { browserTimeZone, isKnownTimeZone, isolatedZoneLabel, timeZoneLabel, timeZoneNames } from '../lib/time-zone';
import '../interviews.css';

interface Option {
  value: string;
  label: string;
}

function TimeZoneSelect({ name, options }: { name: string; options: Option[] }) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={t('interviews.timeZone.label')} required error={error} hint={t('interviews.timeZone.hint')}>
      <Select<Option, false>
        inputId={id}
        options={options}
        value={options.find((option) => option.value === field.value) ?? null}
        className="async-select"
        classNamePrefix="async-select"
        isRtl={i18n.dir() === 'rtl'}
        placeholder={t('form.choose')}
        noOptionsMessage={() => t('form.noMatches')}
        onChange={(next: SingleValue<Option>) => void helpers.setValue(next?.value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldShell>
  );
}

/** The edit-profile panel of the zone interview times are shown in (`POST /update-timezone`); the browser's until one is saved. */
export function TimeZonePanel() {
  const { t } = useTranslation();
  const saved = useSavedTimeZone();
  const update = useUpdateTimeZone();
  const current = isKnownTimeZone(saved.data) ? saved.data : null;
  const options = useMemo(() => timeZoneNames(current, browserTimeZone()).map((zone) => ({ value: zone, label: timeZoneLabel(zone) })), [current]);
  return (
    <section className="interview-panel time-zone-panel" aria-labelledby="time-zone-title" data-testid="time-zone-panel">
      <h2 id="time-zone-title">{t('interviews.timeZone.title')}</h2>
      {saved.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <p className="lead">{current ? t('interviews.timeZone.saved', { zone: isolatedZoneLabel(current) }) : t('interviews.timeZone.notSaved', { zone: isolatedZoneLabel(browserTimeZone()) })}</p>
          <Formik
            initialValues={{ timezone: current ?? browserTimeZone() }}
            enableReinitialize
            onSubmit={async (values) => {
              if (!isKnownTimeZone(values.timezone)) return;
              try {
                await update.mutateAsync(values.timezone);
                notifySuccess(t('interviews.timeZone.done'));
              } catch (error) {
                notifyError(apiErrorMessage(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className="form time-zone-form" noValidate data-testid="time-zone-form">
                <TimeZoneSelect name="timezone" options={options} />
                <div className="form__row">
                  <button type="submit" className="button" disabled={isSubmitting} data-testid="time-zone-save">
                    {t('interviews.timeZone.save')}
                  </button>
                </div>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}

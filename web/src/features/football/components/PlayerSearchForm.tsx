import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { playerSearchFormSchema, POSITIONS, ROUTES, TIMINGS, withQuery, type PlayerSearchForm as Values } from '@fj/shared';
import { SelectField, TextField } from '../../../components/form';
import { enumLabel, enumOptions } from '../../../lib/enum-labels';

/** §2 "Search form": name and position required (§5); the search-player page opens 300 ms after submitting (§9). */
export function PlayerSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <section className="football-section" data-testid="player-search-form">
      <h2>{t('football.search.title')}</h2>
      <Formik<Values>
        initialValues={{ name: '', position: '' as Values['position'], club: '' }}
        validationSchema={playerSearchFormSchema}
        onSubmit={(values) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => navigate(withQuery(ROUTES.searchPlayer, {
            name: values.name.trim(),
            position_value: values.position,
            position_label: enumLabel(t, 'positions', values.position),
            club_label: values.club.trim() || undefined,
          })), TIMINGS.searchSubmitMs);
        }}
      >
        <Form noValidate className="form-grid form-grid--single">
          <TextField name="name" label={t('football.search.name')} required />
          <SelectField name="position" label={t('football.search.position')} required options={enumOptions(t, 'positions', POSITIONS)} placeholder={t('football.search.any')} />
          <button type="submit" className="button">{t('football.search.submit')}</button>
        </Form>
      </Formik>
    </section>
  );
}

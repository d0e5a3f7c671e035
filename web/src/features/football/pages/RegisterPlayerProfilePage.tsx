import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COUNTRIES, isCandidateRole, playerCreateSchema, playerHref, POSITIONS, ROUTES, type PlayerCreateForm } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { AsyncSelect, type AsyncOption } from '../../../components/AsyncSelect';
import { SelectField, showServerErrors, TextField } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { enumOptions } from '../../../lib/enum-labels';
import { useMyPlayerClaim, useSubmitClaim } from '../api/claims';
import { fetchPlayerSearch } from '../api/search';
import '../football.css';

const loadPlayers = async (input: string): Promise<AsyncOption[]> =>
  (await fetchPlayerSearch({ name: input, club_value: '', nationality_value: '', position_value: '', age: '', offset: 0 })).rows
    .map((player) => ({ value: player.id, label: [player.name, player.clubName].filter(Boolean).join(' · ') }));

/**
 * `/register/database4football-player-profile/`: a candidate whose profile type is player claims his profile or
 * creates one; either waits for a data scout's approval before it is public.
 */
export function RegisterPlayerProfilePage() {
  const { t } = useTranslation();
  const { isLoggedIn, roles } = useSession();
  const candidate = isLoggedIn && isCandidateRole(roles);
  const { data: mine } = useMyPlayerClaim(candidate);
  const submit = useSubmitClaim();
  const [picked, setPicked] = useState<AsyncOption | null>(null);
  const [message, setMessage] = useState('');

  if (!candidate) {
    return (
      <section className="football-page" data-testid="register-player-profile">
        <h1>{t('football.register.title')}</h1>
        <p>{t('football.register.loginFirst')}</p>
        <p className="button-row">
          <Link className="button" to={ROUTES.login}>{t('header.login')}</Link>
          <Link className="button button--ghost" to={ROUTES.signup}>{t('header.signup')}</Link>
        </p>
      </section>
    );
  }
  if (mine?.player) {
    return (
      <section className="football-page" data-testid="register-player-profile">
        <h1>{t('football.register.title')}</h1>
        <p>{t('football.register.owned', { name: mine.player.name })}</p>
        <Link className="button" to={playerHref(mine.player.slug)}>{t('football.register.viewProfile')}</Link>
      </section>
    );
  }
  if (mine?.claim?.status === 'pending') {
    return (
      <section className="football-page" data-testid="register-player-profile">
        <h1>{t('football.register.title')}</h1>
        <p data-testid="claim-pending">{t('football.register.pending', { name: mine.claim.playerName })}</p>
      </section>
    );
  }
  const fail = (error: unknown) => notifyError(apiErrorMessage(error));
  return (
    <section className="football-page" data-testid="register-player-profile">
      <h1>{t('football.register.title')}</h1>
      <p className="muted">{t('football.register.intro')}</p>
      {mine?.claim?.status === 'rejected' ? <p className="field__error">{t('football.register.rejected')}</p> : null}
      <div className="football-grid football-grid--even">
        <section className="football-section">
          <h2>{t('football.register.claimTitle')}</h2>
          <div className="field">
            <label className="field__label" htmlFor="claim-player">{t('football.register.findYourself')}</label>
            <AsyncSelect inputId="claim-player" loadOptions={loadPlayers} value={picked} onChange={setPicked} />
          </div>
          <label className="field">
            <span className="field__label">{t('football.register.message')}</span>
            <textarea className="field__input" rows={3} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
          </label>
          <button type="button" className="button" disabled={!picked || submit.isPending}
            onClick={() => submit.mutate({ mode: 'claim', playerId: Number(picked!.value), message }, { onSuccess: () => notifySuccess(t('football.register.sent')), onError: fail })}>
            {t('football.register.claim')}
          </button>
        </section>
        <section className="football-section">
          <h2>{t('football.register.createTitle')}</h2>
          <Formik<PlayerCreateForm>
            initialValues={{ name: '', positionCode: '' as PlayerCreateForm['positionCode'], nationality: '', dateOfBirth: '', currentClub: null }}
            validationSchema={playerCreateSchema}
            onSubmit={(values, helpers) =>
              submit.mutate({ mode: 'create', player: values, message }, {
                onSuccess: () => notifySuccess(t('football.register.sent')),
                onError: (error) => showServerErrors(error, helpers),
                onSettled: () => helpers.setSubmitting(false),
              })}
          >
            {({ isSubmitting }) => (
              <Form noValidate className="form-grid form-grid--single">
                <TextField name="name" label={t('football.edit.fields.name')} required />
                <SelectField name="positionCode" label={t('football.info.position')} required options={enumOptions(t, 'positions', POSITIONS)} placeholder={t('football.search.any')} />
                <SelectField name="nationality" label={t('football.info.nationality')} required options={enumOptions(t, 'countries', COUNTRIES)} placeholder={t('football.search.any')} />
                <TextField name="dateOfBirth" type="date" label={t('football.info.dateOfBirth')} required />
                <button type="submit" className="button" disabled={isSubmitting}>{t('football.register.create')}</button>
              </Form>
            )}
          </Formik>
        </section>
      </div>
    </section>
  );
}

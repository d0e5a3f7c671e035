import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { APPEARANCE_MAX, CAREER_KINDS, COUNTRIES, EDIT_PLAYER_TABS, GENDERS, PLAYER_FOOT, PLAYER_STATUSES, playerEditSchema, playerHref, POSITIONS, type MatchItem, type PlayerEditForm } from '@fj/shared';
import { AsyncSelect, type AsyncOption } from '../../../components/AsyncSelect';
import { SelectField, showServerErrors, TextAreaField, TextField } from '../../../components/form';
import { PageLoading } from '../../../components/PageLoading';
import { Tabs } from '../../../components/Tabs';
import { notifySuccess } from '../../../components/toasts';
import { enumOptions } from '../../../lib/enum-labels';
import { useFormatDate } from '../../../lib/format-date';
import { fetchClubOptions } from '../api/clubs-staff';
import { usePlayerEvents, useUpdatePlayer } from '../api/edit';
import { usePlayerById } from '../api/player';
import { PLAYING_STAT_KEYS, type Player } from '../api/types';
import '../football.css';

type EditableAppearance = NonNullable<PlayerEditForm['appearances']>[number] & { match?: MatchItem };
type PlayerWithAppearances = Player & { appearances?: EditableAppearance[]; careers?: NonNullable<PlayerEditForm['careers']> };

/** The form values of a player as get-player-by-id answers it. */
function toForm(player: PlayerWithAppearances): PlayerEditForm & { appearances?: EditableAppearance[] } {
  return {
    id: player.id, name: player.name, fullName: player.fullName, shortName: player.shortName, currentClub: player.currentClub,
    nationalTeam: player.nationalTeam?.id ?? null, position: player.position, mainPosition: player.mainPosition, positionCode: player.positionCode,
    otherPositions: player.otherPositions as PlayerEditForm['otherPositions'], foot: player.foot, nationality: player.nationality, otherNationality: player.otherNationality,
    placeOfBirth: player.placeOfBirth, countryOfBirth: player.countryOfBirth, dateOfBirth: player.dateOfBirth, gender: player.gender,
    height: player.height, weight: player.weight, value: player.value, bio: player.bio, youtubeLink: player.youtubeLink, status: player.status,
    standing: player.standing, postTitle: player.postTitle, postName: player.postName, externalId: player.externalId,
    // The stored rows: apps and goals from before the database (the profile adds the recorded appearances).
    careers: player.careers ?? [],
    achievements: player.achievements.map(({ season, achievement }) => ({ season, achievement })),
    appearances: player.appearances,
  };
}

const loadClubs = async (input: string): Promise<AsyncOption[]> => (await fetchClubOptions(input)).map((club) => ({ value: club.value, label: club.label }));

/** `/admin/edit-player/{id}`: data scouts and administrators edit every §3 field in tabs 1.0–8.0 (§9). */
export function EditPlayerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const { data: player, isPending, error } = usePlayerById(id);
  const update = useUpdatePlayer();
  const [tab, setTab] = useState('1.0');
  if (isPending) return <PageLoading />;
  if (error || !player) return <section className="coming-soon"><h1>{t('football.player.notFound')}</h1></section>;

  const submit = (values: PlayerEditForm, helpers: FormikHelpers<PlayerEditForm>) => {
    const body = { ...values, appearances: values.appearances?.map(({ match: _match, ...row }: EditableAppearance) => row) };
    update.mutate(body as PlayerEditForm, {
      onSuccess: () => notifySuccess(t('toast.updated')),
      onError: (failure) => showServerErrors(failure, helpers),
      onSettled: () => helpers.setSubmitting(false),
    });
  };
  const sections: Record<string, React.ReactNode> = {
    basic: <BasicTab />, club: <ClubTab player={player} />, personal: <PersonalTab />, bio: <BioTab />, careers: <CareersTab />,
    appearances: <AppearancesTab />, achievements: <AchievementsTab />, publishing: <PublishingTab playerId={player.id} />,
  };
  return (
    <section className="football-page" data-testid="edit-player">
      <header className="football-page__header">
        <h1>{t('football.edit.title', { name: player.name })}</h1>
        <Link to={playerHref(player.slug)}>{t('football.edit.viewProfile')}</Link>
        {!player.published ? <p className="badge">{t('football.unpublished')}</p> : null}
      </header>
      <Formik initialValues={toForm(player as PlayerWithAppearances)} validationSchema={playerEditSchema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate data-testid="edit-player-form">
            <Tabs active={tab} onChange={setTab}
              tabs={EDIT_PLAYER_TABS.map((entry) => ({ code: entry.code, label: `${entry.code} ${t(`football.edit.tabs.${entry.key}`)}`, content: sections[entry.key] }))} />
            <div className="form-actions">
              <button type="submit" className="button" disabled={isSubmitting} data-testid="save-player">{t('football.edit.save')}</button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

function BasicTab() {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      <TextField name="name" label={t('football.edit.fields.name')} required data-testid="edit-name" />
      <TextField name="fullName" label={t('football.info.fullName')} />
      <TextField name="shortName" label={t('football.edit.fields.shortName')} />
      <SelectField name="status" label={t('football.info.status')} options={PLAYER_STATUSES.map((value) => ({ value, label: t(`football.status.${value}`) }))} placeholder={t('football.search.any')} />
      <TextField name="standing" label={t('football.edit.fields.standing')} />
    </div>
  );
}

function ClubPicker({ name, label, initial }: { name: 'currentClub' | 'nationalTeam'; label: string; initial: AsyncOption | null }) {
  const { setFieldValue } = useFormikContext<PlayerEditForm>();
  const [value, setValue] = useState<AsyncOption | null>(initial);
  return (
    <div className="field">
      <label className="field__label" htmlFor={`field-${name}`}>{label}</label>
      <AsyncSelect inputId={`field-${name}`} loadOptions={loadClubs} value={value}
        onChange={(option) => { setValue(option); void setFieldValue(name, option ? Number(option.value) : null); }} />
    </div>
  );
}

function ClubTab({ player }: { player: Player }) {
  const { t } = useTranslation();
  const positions = enumOptions(t, 'positions', POSITIONS);
  return (
    <div className="form-grid">
      <ClubPicker name="currentClub" label={t('football.info.currentClub')} initial={player.currentClub ? { value: player.currentClub, label: player.clubName } : null} />
      <ClubPicker name="nationalTeam" label={t('football.edit.fields.nationalTeam')} initial={player.nationalTeam ? { value: player.nationalTeam.id, label: player.nationalTeam.name } : null} />
      <TextField name="position" label={t('football.edit.fields.position')} />
      <TextField name="mainPosition" label={t('football.edit.fields.mainPosition')} />
      <SelectField name="positionCode" label={t('football.info.position')} options={positions} placeholder={t('football.search.any')} />
      <SelectField name="foot" label={t('football.info.foot')} options={PLAYER_FOOT.map((value) => ({ value, label: t(`football.foot.${value}`) }))} placeholder={t('football.search.any')} />
    </div>
  );
}

function PersonalTab() {
  const { t } = useTranslation();
  const countries = enumOptions(t, 'countries', COUNTRIES);
  return (
    <div className="form-grid">
      <SelectField name="nationality" label={t('football.info.nationality')} options={countries} placeholder={t('football.search.any')} />
      <SelectField name="otherNationality" label={t('football.staff.otherNationality')} options={countries} placeholder={t('football.search.any')} />
      <TextField name="placeOfBirth" label={t('football.info.placeOfBirth')} />
      <SelectField name="countryOfBirth" label={t('football.edit.fields.countryOfBirth')} options={countries} placeholder={t('football.search.any')} />
      <TextField name="dateOfBirth" type="date" label={t('football.info.dateOfBirth')} />
      <SelectField name="gender" label={t('football.info.gender')} options={enumOptions(t, 'gender', GENDERS)} placeholder={t('football.search.any')} />
      <TextField name="height" type="number" label={t('football.edit.fields.height')} />
      <TextField name="weight" type="number" label={t('football.edit.fields.weight')} />
      <TextField name="value" type="number" label={t('football.edit.fields.value')} />
    </div>
  );
}

function BioTab() {
  const { t } = useTranslation();
  return (
    <div className="form-grid form-grid--single">
      <TextAreaField name="bio" label={t('football.edit.fields.bio')} rows={8} />
      <TextField name="youtubeLink" type="url" label={t('football.edit.fields.youtubeLink')} />
    </div>
  );
}

function CareersTab() {
  const { t } = useTranslation();
  const { values, handleChange } = useFormikContext<PlayerEditForm>();
  return (
    <FieldArray name="careers">
      {({ push, remove }) => (
        <div className="row-editor" data-testid="careers-editor">
          <table className="table">
            <thead><tr>
              <th scope="col">{t('football.edit.fields.kind')}</th><th scope="col">{t('football.career.team')}</th><th scope="col">{t('football.career.from')}</th>
              <th scope="col">{t('football.career.to')}</th><th scope="col">{t('football.stats.apps')}</th><th scope="col">{t('football.stats.goals')}</th><th scope="col" />
            </tr></thead>
            <tbody>
              {(values.careers ?? []).map((row, index) => (
                <tr key={index}>
                  <td><select aria-label={t('football.edit.fields.kind')} name={`careers[${index}].kind`} value={row.kind} onChange={handleChange}>
                    {CAREER_KINDS.map((kind) => <option key={kind} value={kind}>{t(`football.edit.kinds.${kind}`)}</option>)}
                  </select></td>
                  <td><input aria-label={t('football.career.team')} name={`careers[${index}].teamName`} value={row.teamName} onChange={handleChange} maxLength={120} /></td>
                  <td><input aria-label={t('football.career.from')} type="date" name={`careers[${index}].from`} value={row.from} onChange={handleChange} /></td>
                  <td><input aria-label={t('football.career.to')} type="date" name={`careers[${index}].to`} value={row.to} onChange={handleChange} /></td>
                  <td><input aria-label={t('football.stats.apps')} type="number" min={0} name={`careers[${index}].apps`} value={row.apps} onChange={handleChange} /></td>
                  <td><input aria-label={t('football.stats.goals')} type="number" min={0} name={`careers[${index}].goals`} value={row.goals} onChange={handleChange} /></td>
                  <td><button type="button" className="button button--ghost button--small" onClick={() => remove(index)}>{t('football.edit.remove')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button button--ghost" onClick={() => push({ kind: 'senior', clubId: null, teamName: '', from: '', to: '', apps: 0, goals: 0 })}>{t('football.edit.addCareer')}</button>
        </div>
      )}
    </FieldArray>
  );
}

const APPEARANCE_NUMBERS = ['minutes', 'goals', 'assists', 'yellow', 'red', ...PLAYING_STAT_KEYS] as const;

function AppearancesTab() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { values, handleChange, setFieldValue, errors } = useFormikContext<PlayerEditForm & { appearances?: EditableAppearance[] }>();
  const [matchId, setMatchId] = useState('');
  const rows: EditableAppearance[] = values.appearances ?? [];
  return (
    <FieldArray name="appearances">
      {({ push, remove }) => (
        <div className="row-editor row-editor--wide" data-testid="appearances-editor">
          <p className="muted">{t('football.edit.appearancesHelp', { number: rows.length })}</p>
          {typeof errors.appearances === 'string' ? <p className="field__error">{errors.appearances}</p> : null}
          <div className="table-wrap">
            <table className="table table--dense">
              <thead><tr>
                <th scope="col">{t('football.edit.fields.match')}</th><th scope="col">{t('football.stats.started')}</th>
                {APPEARANCE_NUMBERS.map((key) => <th key={key} scope="col">{key.length <= 2 ? t(`football.playingStats.codes.${key}`) : t(`football.stats.${key}`)}</th>)}
                <th scope="col">{t('football.edit.fields.rating')}</th><th scope="col" />
              </tr></thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${row.matchId}-${index}`} data-testid="appearance-row">
                    <td className="nowrap">{row.match ? `${formatDate(row.match.date)} ${row.match.home.name} ${row.match.ft?.join('–') ?? ''} ${row.match.away.name}` : `#${row.matchId}`}</td>
                    <td><input type="checkbox" aria-label={t('football.stats.started')} checked={!!row.started} onChange={(event) => void setFieldValue(`appearances[${index}].started`, event.target.checked)} /></td>
                    {APPEARANCE_NUMBERS.map((key) => (
                      <td key={key}><input className="input--tiny" type="number" min={0} max={APPEARANCE_MAX[key]} aria-label={key} name={`appearances[${index}].${key}`} value={(row as Record<string, unknown>)[key] as number} onChange={handleChange} /></td>
                    ))}
                    <td><input className="input--tiny" type="number" step="0.1" min={0} max={10} aria-label={t('football.edit.fields.rating')} name={`appearances[${index}].rating`} value={row.rating ?? ''} onChange={handleChange} /></td>
                    <td><button type="button" className="button button--ghost button--small" onClick={() => remove(index)}>{t('football.edit.remove')}</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="row-editor__add">
            <label className="field">
              <span className="field__label">{t('football.edit.fields.matchId')}</span>
              <input className="field__input" type="number" min={1} value={matchId} onChange={(event) => setMatchId(event.target.value)} />
            </label>
            <button type="button" className="button button--ghost" disabled={!Number(matchId)} onClick={() => {
              push({ matchId: Number(matchId), clubId: null, started: true, minutes: 90, goals: 0, assists: 0, yellow: 0, red: 0, rating: null,
                ...Object.fromEntries(PLAYING_STAT_KEYS.map((key) => [key, 0])) });
              setMatchId('');
            }}>{t('football.edit.addAppearance')}</button>
          </div>
        </div>
      )}
    </FieldArray>
  );
}

function AchievementsTab() {
  const { t } = useTranslation();
  const { values, handleChange } = useFormikContext<PlayerEditForm>();
  return (
    <FieldArray name="achievements">
      {({ push, remove }) => (
        <div className="row-editor" data-testid="achievements-editor">
          <table className="table">
            <thead><tr><th scope="col">{t('football.season')}</th><th scope="col">{t('football.achievement')}</th><th scope="col" /></tr></thead>
            <tbody>
              {(values.achievements ?? []).map((row, index) => (
                <tr key={index}>
                  <td><input aria-label={t('football.season')} name={`achievements[${index}].season`} value={row.season} onChange={handleChange} maxLength={9} placeholder="2025-26" /></td>
                  <td><input aria-label={t('football.achievement')} name={`achievements[${index}].achievement`} value={row.achievement} onChange={handleChange} maxLength={200} /></td>
                  <td><button type="button" className="button button--ghost button--small" onClick={() => remove(index)}>{t('football.edit.remove')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button button--ghost" onClick={() => push({ season: '', achievement: '' })} data-testid="add-achievement">{t('football.edit.addAchievement')}</button>
        </div>
      )}
    </FieldArray>
  );
}

function PublishingTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data: events } = usePlayerEvents(playerId);
  return (
    <>
      <div className="form-grid">
        <TextField name="postTitle" label={t('football.edit.fields.postTitle')} />
        <TextField name="postName" label={t('football.edit.fields.postName')} />
        <TextField name="externalId" label={t('football.edit.fields.externalId')} />
      </div>
      <section className="football-section">
        <h2>{t('football.edit.history')}</h2>
        {!events || events.length === 0 ? <p className="muted">{t('common.noData')}</p> : (
          <ul className="bullets" data-testid="edit-history">
            {events.map((event) => (
              <li key={event.id}>{`${formatDate(event.createdAt)} · ${event.actor ?? ''} · ${Object.keys(event.changes).join(', ')}`}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

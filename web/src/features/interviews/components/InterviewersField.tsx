import { useField } from 'formik';
import Select, { type MultiValue } from 'react-select';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS, ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { FieldShell } from '../../../components/form';
import { useTeamMembers } from '../../team/api/team-members';

interface Option {
  value: number;
  label: string;
}

/** The signed-in person, who may interview too (the API takes any account of the employer's team, its owner included). */
export function useSelfInterviewer(): Option | null {
  const { t } = useTranslation();
  const { claims, displayName } = useSession();
  return claims?.id ? { value: claims.id, label: t('interviews.form.you', { name: displayName ?? claims.displayName ?? '' }) } : null;
}

/** Interviewers: the signed-in person and the employer's team (the list `/employer/team-members` shows); at least one. */
export function InterviewersField({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<number[]>(name);
  const self = useSelfInterviewer();
  // A team member may not list the team (403): he can still schedule with himself as the interviewer.
  const team = useTeamMembers({ offset: 0, limit: LIMITS.maxPageSize });
  const id = `field-${name}`;
  const label = t('interviews.fields.interviewers');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  if (team.isPending) return <p className="field__hint">{t('common.loading')}</p>;
  const members: Option[] = (team.data?.rows ?? []).filter((member) => member.id !== self?.value).map((member) => ({ value: member.id, label: member.name || member.email }));
  const options: Option[] = [...(self ? [self] : []), ...members];
  if (members.length === 0) {
    return (
      <div className={`field${error ? ' field--invalid' : ''}`} data-testid="interviewers-self">
        <span className="field__label">{`${label} *`}</span>
        <p className="interview-facts__zone">{self?.label}</p>
        <p className="field__hint">
          {team.isError ? t('interviews.form.teamUnavailable') : t('interviews.form.noTeam')}{' '}
          {team.isError ? null : <Link to={ROUTES.employerAddTeam}>{t('interviews.form.addTeam')}</Link>}
        </p>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const selected = (field.value ?? []).map((value) => options.find((option) => option.value === value) ?? { value, label: String(value) });
  return (
    <FieldShell id={id} label={label} required error={error} hint={t('interviews.form.interviewersHint')}>
      <Select<Option, true>
        inputId={id}
        isMulti
        options={options}
        value={selected}
        className="async-select"
        classNamePrefix="async-select"
        isRtl={i18n.dir() === 'rtl'}
        placeholder={t('form.choose')}
        noOptionsMessage={() => t('form.noMatches')}
        onChange={(next: MultiValue<Option>) => void helpers.setValue(next.map((option) => option.value))}
        onBlur={() => void helpers.setTouched(true)}
        aria-invalid={error ? true : undefined}
      />
    </FieldShell>
  );
}

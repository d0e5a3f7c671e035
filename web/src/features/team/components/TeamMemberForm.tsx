import { Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, TEAM_ROLES, enumLabelKey, teamMemberSchema } from '@fj/shared';
import { SelectField, TextField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useSaveTeamMember } from '../api/save-team-member';
import type { TeamMember } from '../api/types';

interface Values {
  name: string;
  email: string;
  role: string;
  password: string;
  confirm_password: string;
}

/** §3 team member: name, email, role, password + confirm (editing keeps the password unless a new one is typed). */
export function TeamMemberForm({ member, onSaved }: { member?: TeamMember; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTeamMember();
  const editing = !!member;
  const schema = useMemo(() => teamMemberSchema(editing), [editing]);
  const initial: Values = { name: member?.name ?? '', email: member?.email ?? '', role: member?.role ?? '', password: '', confirm_password: '' };

  // An empty password while editing means "keep the current one": validated as absent, not as too short.
  const validate = async (values: Values) => {
    const checked = editing && !values.password ? { ...values, password: undefined, confirm_password: undefined } : values;
    try {
      await schema.validate(checked, { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
    }
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await save.mutateAsync({ ...(member ? { id: member.id } : {}), ...values });
      notifySuccess(t('toast.updated'));
      onSaved();
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form className="form" noValidate data-testid="team-member-form">
          <TextField name="name" label={t('employer.team.fields.name')} required maxLength={MAX_LENGTH.name} autoComplete="off" />
          <TextField name="email" type="email" label={t('employer.team.fields.email')} required maxLength={MAX_LENGTH.email} autoComplete="off" />
          <SelectField
            name="role"
            label={t('employer.team.fields.role')}
            required
            options={TEAM_ROLES.map((role) => ({ value: role.value, label: t(enumLabelKey('team_role', role.value), { defaultValue: role.label }) }))}
          />
          <TextField
            name="password"
            type="password"
            label={t('employer.team.fields.password')}
            required={!editing}
            autoComplete="new-password"
            hint={editing ? t('employer.team.keepPassword') : undefined}
          />
          <TextField name="confirm_password" type="password" label={t('employer.team.fields.confirmPassword')} required={!editing} autoComplete="new-password" />
          <button type="submit" className="button" disabled={isSubmitting} data-testid="team-member-save">
            {t('employer.team.save')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

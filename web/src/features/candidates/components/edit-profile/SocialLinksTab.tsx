import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { ProfileTabForm } from './ProfileTabForm';

const SOCIAL_FIELDS = ['cand_fb', 'cand_twiter', 'cand_google', 'cand_linked'] as const;

/** 4.0 Social links (full http/https addresses). */
export function SocialLinksTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="4.0" profile={profile}>
      {SOCIAL_FIELDS.map((name) => (
        <TextField key={name} name={name} label={t(`candidate.fields.${name}`)} type="url" placeholder="https://" />
      ))}
    </ProfileTabForm>
  );
}

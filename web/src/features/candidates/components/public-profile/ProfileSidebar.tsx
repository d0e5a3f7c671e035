import { useTranslation } from 'react-i18next';
import { EXPERIENCES, JOB_TYPES, LEVELS, QUALIFICATIONS, type PublicCandidateProfile } from '@fj/shared';
import { useEnumLabel } from '../use-enum-label';

/** Sidebar: Looking for, Experience, Level, Qualifications (and languages when given). */
export function ProfileSidebar({ profile }: { profile: PublicCandidateProfile }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const notGiven = t('candidate.public.notGiven');
  const rows = [
    { key: 'lookingFor', label: t('candidate.public.lookingFor'), value: enumLabel('type', JOB_TYPES, profile.type) },
    { key: 'experience', label: t('candidate.public.experience'), value: enumLabel('experience', EXPERIENCES, profile.cand_experience) },
    { key: 'level', label: t('candidate.public.level'), value: enumLabel('level', LEVELS, profile.level) },
  ];
  return (
    <aside className="profile-sidebar" data-testid="profile-sidebar">
      <dl className="facts">
        {rows.map((row) => (
          <div key={row.key} className="facts__row">
            <dt>{row.label}</dt>
            <dd>{row.value || notGiven}</dd>
          </div>
        ))}
        <div className="facts__row">
          <dt>{t('candidate.public.qualifications')}</dt>
          <dd>
            {profile.cand_qualification.length ? (
              <ul className="facts__list">
                {profile.cand_qualification.map((value) => (
                  <li key={value}>{enumLabel('qualification', QUALIFICATIONS, value)}</li>
                ))}
              </ul>
            ) : (
              notGiven
            )}
          </dd>
        </div>
        {profile.cand_languages.length ? (
          <div className="facts__row">
            <dt>{t('candidate.public.languages')}</dt>
            <dd>{profile.cand_languages.map((language) => language.label).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}

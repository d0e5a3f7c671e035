import { useTranslation } from 'react-i18next';
import type { PublicCandidateProfile } from '@fj/shared';
import { formatMonthYear } from '../../../../lib/format-date';

/** About Me, Qualifications, Work Experience, Awards & Achievements (only if any), Skills. */
export function ProfileSections({ profile }: { profile: PublicCandidateProfile }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatMonthYear(value, i18n.language);
  return (
    <div className="profile-sections">
      <section className="profile-section" data-testid="section-about">
        <h2>{t('candidate.public.aboutMe')}</h2>
        {profile.cand_intro ? (
          // The only HTML rendered in the app: the intro, sanitized by the server with an allowlist on write.
          <div className="profile-section__html" dangerouslySetInnerHTML={{ __html: profile.cand_intro }} />
        ) : (
          <p className="lead">{t('candidate.public.nothingYet')}</p>
        )}
      </section>

      <section className="profile-section" data-testid="section-qualifications">
        <h2>{t('candidate.public.qualifications')}</h2>
        {profile.cand_education.length ? (
          <ul className="timeline">
            {profile.cand_education.map((entry, index) => (
              <li key={index} className="timeline__item">
                <h3>{entry.degree_name}</h3>
                {entry.degree_institute ? <p className="timeline__meta">{entry.degree_institute}</p> : null}
                {entry.degree_detail ? <p>{entry.degree_detail}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="lead">{t('candidate.public.nothingYet')}</p>
        )}
      </section>

      <section className="profile-section" data-testid="section-experience">
        <h2>{t('candidate.public.workExperience')}</h2>
        {profile.cand_profession.length ? (
          <ul className="timeline">
            {profile.cand_profession.map((entry, index) => (
              <li key={index} className="timeline__item">
                <h3>{entry.project_role}</h3>
                <p className="timeline__meta">
                  {entry.project_organization ? <span>{entry.project_organization} · </span> : null}
                  <span data-testid="experience-dates">
                    {date(entry.project_start)} – {entry.project_end ? date(entry.project_end) : t('candidate.public.present')}
                  </span>
                </p>
                {entry.project_desc ? <p>{entry.project_desc}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="lead">{t('candidate.public.nothingYet')}</p>
        )}
      </section>

      {profile.cand_certifications.length ? (
        <section className="profile-section" data-testid="section-awards">
          <h2>{t('candidate.public.awards')}</h2>
          <ul className="timeline">
            {profile.cand_certifications.map((entry, index) => (
              <li key={index} className="timeline__item">
                <h3>{entry.certification_name}</h3>
                {entry.certification_institute ? <p className="timeline__meta">{entry.certification_institute}</p> : null}
                {entry.certification_desc ? <p>{entry.certification_desc}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="profile-section" data-testid="section-skills">
        <h2>{t('candidate.public.skills')}</h2>
        {profile.cand_skills.length ? (
          <ul className="tags">
            {profile.cand_skills.map((skill) => (
              <li key={skill.label} className="tag">
                {skill.label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="lead">{t('candidate.public.nothingYet')}</p>
        )}
      </section>
    </div>
  );
}

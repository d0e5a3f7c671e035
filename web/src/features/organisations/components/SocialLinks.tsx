import { useTranslation } from 'react-i18next';
import type { EmployerProfile } from '../api/types';

const NETWORKS = [
  { key: 'emp_fb', labelKey: 'employer.social.facebook' },
  { key: 'emp_twitter', labelKey: 'employer.social.twitter' },
  { key: 'emp_google', labelKey: 'employer.social.instagram' },
  { key: 'emp_linkedin', labelKey: 'employer.social.linkedin' },
  { key: 'emp_youtube', labelKey: 'employer.social.youtube' },
] as const;

/** §2 social links: Facebook, Twitter, Google/Instagram, LinkedIn, YouTube (only those set). */
export function SocialLinks({ profile }: { profile: EmployerProfile }) {
  const { t } = useTranslation();
  const links = NETWORKS.filter((network) => /^https?:\/\//i.test(profile[network.key]));
  if (!links.length) return null;
  return (
    <ul className="social-links" aria-label={t('employer.profile.social')}>
      {links.map((network) => (
        <li key={network.key}>
          <a href={profile[network.key]} target="_blank" rel="noopener noreferrer nofollow" data-testid={`social-${network.key}`}>
            {t(network.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}

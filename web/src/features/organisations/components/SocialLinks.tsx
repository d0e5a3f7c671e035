import { useTranslation } from 'react-i18next';
import type { EmployerProfile } from '../api/types';

const NETWORKS = [
  { key: 'emp_fb', label: 'Facebook' },
  { key: 'emp_twitter', label: 'Twitter' },
  { key: 'emp_google', label: 'Instagram' },
  { key: 'emp_linkedin', label: 'LinkedIn' },
  { key: 'emp_youtube', label: 'YouTube' },
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
            {network.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

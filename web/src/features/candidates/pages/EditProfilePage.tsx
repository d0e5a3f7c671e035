import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CANDIDATE_PROFILE_TABS, type CandidateProfile, type CandidateProfileTabCode } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { Tabs } from '../../../components/Tabs';
import { TimeZonePanel } from '../../interviews';
import { useOwnProfile } from '../api/own-profile';
import { AvailabilityTab } from '../components/edit-profile/AvailabilityTab';
import { AwardsTab } from '../components/edit-profile/AwardsTab';
import { BasicDetailsTab } from '../components/edit-profile/BasicDetailsTab';
import { DiversityTab } from '../components/edit-profile/DiversityTab';
import { ExperienceTab } from '../components/edit-profile/ExperienceTab';
import { HeadlineTab } from '../components/edit-profile/HeadlineTab';
import { LookingForTab } from '../components/edit-profile/LookingForTab';
import { PermalinkPanel } from '../components/edit-profile/PermalinkPanel';
import { ProfilePhotoPanel } from '../components/edit-profile/ProfilePhotoPanel';
import { QualificationsTab } from '../components/edit-profile/QualificationsTab';
import { SkillsTab } from '../components/edit-profile/SkillsTab';
import { SocialLinksTab } from '../components/edit-profile/SocialLinksTab';
import { tabHref } from '../edit-profile-links';
import '../candidates.css';

const TAB_FORMS: Record<CandidateProfileTabCode, (props: { profile: CandidateProfile }) => ReactNode> = {
  '1.0': BasicDetailsTab,
  '2.0': HeadlineTab,
  '3.0': AvailabilityTab,
  '4.0': SocialLinksTab,
  '5.0': QualificationsTab,
  '6.0': ExperienceTab,
  '7.0': AwardsTab,
  '8.0': SkillsTab,
  '9.0': LookingForTab,
  '10.0': DiversityTab,
};

/** `/candidate/edit-profile/`: the §9 tabs 1.0–10.0, one form each (`?tab=2.0` opens a tab directly). */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError } = useOwnProfile();
  const [params, setParams] = useSearchParams();
  const active = (CANDIDATE_PROFILE_TABS.find((tab) => tab.code === params.get('tab'))?.code ?? '1.0') as CandidateProfileTabCode;

  const tabs = useMemo(
    () =>
      profile
        ? CANDIDATE_PROFILE_TABS.map((tab) => {
            const TabForm = TAB_FORMS[tab.code];
            return {
              code: tab.code,
              label: `${tab.code} ${t(`candidate.tabs.${tab.key}`, { defaultValue: tab.title })}`,
              content: (
                <>
                  {tab.code === '1.0' ? <ProfilePhotoPanel profilePic={profile.profilePic} name={profile.cand_name} /> : null}
                  <TabForm profile={profile} />
                </>
              ),
            };
          })
        : [],
    [profile, t],
  );

  if (isPending) return <PageLoading />;
  if (isError || !profile) return <p className="notice notice--error">{t('toast.genericError')}</p>;
  return (
    <section className="candidate-page" data-testid="edit-profile-page">
      <h1>{t('candidate.editProfileTitle')}</h1>
      <PermalinkPanel slug={profile.profile} />
      <TimeZonePanel />
      <div className="panel">
        <Tabs
          tabs={tabs}
          active={active}
          onChange={(code) => setParams(new URLSearchParams(tabHref(code).split('?')[1]), { replace: true })}
        />
      </div>
    </section>
  );
}

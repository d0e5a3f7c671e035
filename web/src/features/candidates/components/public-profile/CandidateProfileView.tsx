import type { PublicCandidateProfile } from '@fj/shared';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { ProfileSidebar } from './ProfileSidebar';

interface CandidateProfileViewProps {
  profile: PublicCandidateProfile;
  photoSrc: string | null | undefined;
}

/** §2 candidate view of a public profile. */
export function CandidateProfileView({ profile, photoSrc }: CandidateProfileViewProps) {
  return (
    <article className="candidate-profile" data-testid="candidate-profile">
      <ProfileHeader profile={profile} photoSrc={photoSrc} />
      <div className="candidate-profile__body">
        <ProfileSections profile={profile} />
        <ProfileSidebar profile={profile} />
      </div>
    </article>
  );
}

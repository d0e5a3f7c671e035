import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, SIGNUP_EDIT_PROFILE_STEPS, SIGNUP_STEPS } from '@fj/shared';
import { PageLoading } from '../../../../components/PageLoading';
import { useOwnProfile, type OwnCandidateProfile } from '../../../candidates';
import { nextProfileStep } from '../signup-flow';
import { signupHref } from '../signup-url';
import { FootballProfileStep } from './FootballProfileStep';
import { LocationContactStep } from './LocationContactStep';
import { PersonalDetailsStep } from './PersonalDetailsStep';
import { PhotoCvStep } from './PhotoCvStep';
import { PreferencesStep } from './PreferencesStep';
import { ProfileStepFrame } from './ProfileStepFrame';
import { ProfileTypeStep } from './ProfileTypeStep';

const [PERSONAL, FOOTBALL, LOCATION, MEDIA] = SIGNUP_EDIT_PROFILE_STEPS;

interface StepProps {
  profile: OwnCandidateProfile;
  onNext: () => void;
}

const STEP_SCREENS: Readonly<Record<number, (props: StepProps) => ReactNode>> = {
  [PERSONAL]: PersonalDetailsStep,
  [FOOTBALL]: FootballProfileStep,
  [LOCATION]: LocationContactStep,
  [MEDIA]: PhotoCvStep,
  [SIGNUP_STEPS.PROFILE_TYPE]: ProfileTypeStep,
  [SIGNUP_STEPS.REGISTRATION_FORM]: ({ profile, onNext }) => <PreferencesStep profile={profile} onFinish={onNext} />,
};

/**
 * Sign-up steps 4–7, 10 and 20 for a logged-in candidate: the own profile is loaded once, each step saves its
 * part and moves on (the last one to the dashboard). Its own chunk: the editor's fields bring react-select.
 */
export function ProfileSteps({ step }: { step: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const next = nextProfileStep(step);
  const onNext = () => navigate(next === null ? ROUTES.candidateDashboard : signupHref(next));
  const Screen = STEP_SCREENS[step];

  return (
    <ProfileStepFrame step={step}>
      {profile.isPending ? (
        <PageLoading />
      ) : profile.data ? (
        // keyed by step: a step's form starts from the profile as it is when the step opens
        <Screen key={step} profile={profile.data} onNext={onNext} />
      ) : (
        <p className="notice notice--error" role="alert">
          {t('signup.steps.loadError')}
        </p>
      )}
    </ProfileStepFrame>
  );
}

import type { EmployerProfileForm } from '@fj/shared';
import type { EmployerProfile } from '../api/types';

export type EmployerProfileValues = Required<Omit<EmployerProfileForm, 'logo_media_id'>>;

/** The saved profile as the edit form's starting values. */
export function toFormValues(profile: EmployerProfile | undefined): EmployerProfileValues {
  return {
    name: profile?.name ?? '',
    headline: profile?.headline ?? '',
    emp_email: profile?.emp_email ?? '',
    emp_city: profile?.emp_city ?? '',
    emp_country: profile?.emp_country ?? '',
    emp_nos: profile?.numberOfEmployees ?? '',
    emp_est: profile?.emp_est ?? '',
    emp_web: profile?.website ?? '',
    emp_fb: profile?.emp_fb ?? '',
    emp_twitter: profile?.emp_twitter ?? '',
    emp_google: profile?.emp_google ?? '',
    emp_linkedin: profile?.emp_linkedin ?? '',
    emp_youtube: profile?.emp_youtube ?? '',
    emp_video: profile?.emp_video ?? '',
    intro: profile?.intro ?? '',
    culture: profile?.culture ?? '',
    insights: profile?.insights ?? '',
  };
}

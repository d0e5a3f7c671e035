import type { CandidateProfile, PublicCandidateProfile } from '@fj/shared';

/** A complete candidate profile as `GET /get-profile` answers it; tests override what they look at. */
export function candidateProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    profilePic: null,
    cand_name: 'Jamie Carter',
    cand_email: 'jamie@example.com',
    cand_phone: '+447700900123',
    cand_availability: 'yes',
    cand_relocate: 'yes',
    immediately: 'yes',
    cand_headline: [{ value: 'head-coach', label: 'Head Coach' }],
    cand_country: 'gb-eng',
    cand_city: 'Leeds',
    cv_headline: 'UEFA A coach building young squads',
    cand_fb: '',
    cand_google: '',
    cand_twiter: '',
    cand_linked: 'https://www.linkedin.com/in/jamie',
    cand_intro: '<p>I coach <strong>attacking</strong> football.</p>',
    cand_languages: [{ label: 'English' }],
    cand_education: [{ degree_name: 'BSc Sports Science', degree_institute: 'Leeds Beckett', degree_detail: '' }],
    cand_profession: [
      {
        project_role: 'Head Coach',
        project_organization: 'Leeds Juniors FC',
        project_desc: '',
        project_start: '01/08/2021',
        project_end: '',
      },
      {
        project_role: 'Assistant Coach',
        project_organization: 'York City Academy',
        project_desc: '',
        project_start: '2018-07-01',
        project_end: '2021-06-30',
      },
    ],
    cand_certifications: [],
    cand_skills: [{ label: 'Session planning' }],
    type: 'full-time',
    level: 'academy',
    cand_experience: '',
    cand_qualification: ['uefa-a-licence'],
    cand_salary_type: '',
    cand_salary_currency: '',
    cand_salary: null,
    cand_gender: '',
    cand_background: '',
    cand_community: '',
    cand_condition: '',
    profile_type: 'coach',
    cand_profile: 'pub',
    ...overrides,
  };
}

/** The same profile as the public view answers it. */
export function publicCandidateProfile(overrides: Partial<PublicCandidateProfile> = {}): PublicCandidateProfile {
  const {
    cand_email: _email,
    cand_phone: _phone,
    cand_availability: _availability,
    cand_salary_type: _salaryType,
    cand_salary_currency: _salaryCurrency,
    cand_salary: _salary,
    cand_gender: _gender,
    cand_background: _background,
    cand_community: _community,
    cand_condition: _condition,
    ...shown
  } = candidateProfile();
  return { ...shown, slug: 'jamie-carter', userId: 41, contactVisible: false, ...overrides };
}

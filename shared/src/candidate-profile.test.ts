import { describe, expect, it } from 'vitest';
import { candidateProfileCompleteness, includesBasicTextCv, showsContactDetails, type CandidateProfile } from './candidate-profile';

const empty: CandidateProfile = {
  profilePic: null,
  cand_name: 'Casey',
  cand_email: 'casey@example.com',
  cand_phone: '',
  cand_availability: '',
  cand_relocate: '',
  immediately: '',
  cand_headline: [],
  cand_country: '',
  cand_city: '',
  cv_headline: '',
  cand_fb: '',
  cand_google: '',
  cand_twiter: '',
  cand_linked: '',
  cand_intro: '',
  cand_languages: [],
  cand_education: [],
  cand_profession: [],
  cand_certifications: [],
  cand_skills: [],
  type: '',
  level: '',
  cand_experience: '',
  cand_qualification: [],
  cand_salary_type: '',
  cand_salary_currency: '',
  cand_salary: null,
  cand_gender: '',
  cand_background: '',
  cand_community: '',
  cand_condition: '',
  profile_type: 'coach',
  cand_profile: 'pub',
};

describe('candidate profile helpers', () => {
  it('§6 shows contact details from the premium tier (STANDARD membership) up', () => {
    expect(showsContactDetails('FREE')).toBe(false);
    expect(showsContactDetails('STANDARD')).toBe(true);
    expect(showsContactDetails('ELITE')).toBe(true);
    expect(showsContactDetails('UNLIMITED')).toBe(true);
    expect(showsContactDetails('SOMETHING-ELSE')).toBe(false);
  });

  it('§6 includes the basic text (ATS) CV from the premium tier (STANDARD membership) up', () => {
    expect(includesBasicTextCv('FREE')).toBe(false);
    expect(includesBasicTextCv('STANDARD')).toBe(true);
    expect(includesBasicTextCv('ELITE')).toBe(true);
    expect(includesBasicTextCv('UNLIMITED')).toBe(true);
    expect(includesBasicTextCv('SOMETHING-ELSE')).toBe(false);
  });

  it('counts filled tabs and the picture, ignoring the optional diversity tab', () => {
    const fresh = candidateProfileCompleteness(empty);
    // Basic details and visibility always hold something: 2 of 9 tabs + no picture = 2 of 10 parts.
    expect(fresh).toEqual({ percent: 20, missingTabs: ['2.0', '4.0', '5.0', '6.0', '7.0', '8.0', '9.0'], hasPicture: false });

    const fuller = candidateProfileCompleteness({
      ...empty,
      profilePic: '/media/1',
      cand_headline: [{ value: 'scout', label: 'Scout' }],
      cand_skills: [{ label: 'Scouting' }],
      cand_gender: 'female',
    });
    expect(fuller.percent).toBe(50);
    expect(fuller.missingTabs).toEqual(['4.0', '5.0', '6.0', '7.0', '9.0']);
  });
});

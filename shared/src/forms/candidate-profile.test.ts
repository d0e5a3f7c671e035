import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_PROFILE_FIELDS,
  CANDIDATE_PROFILE_TABS,
  candidateProfileFieldsIn,
  candidateProfileSchema,
  candidateProfileSchemaFor,
  candidateProfileTabSchema,
} from './candidate-profile';
import { validateWith } from './validate';
import { TAB_CODES } from '../constants';

/** A complete, valid profile using every field. */
const completeProfile = {
  cand_name: 'Casey Candidate',
  cand_email: 'casey@example.com',
  cand_phone: '+447700900123',
  cand_country: 'gb-eng',
  cand_city: 'Manchester',
  profile_type: 'coach',
  cand_headline: [
    { value: 'head-coach', label: 'Head Coach' },
    { value: 'academy-coach', label: 'Academy Coach' },
    { value: 'scout', label: 'Scout' },
  ],
  cv_headline: 'UEFA A licensed coach building possession teams',
  cand_intro: '<p>Coach with <strong>ten years</strong> in academies.</p>',
  cand_availability: 'yes',
  immediately: 'no',
  cand_relocate: 'yes',
  cand_profile: 'pub',
  cand_fb: 'https://facebook.com/casey',
  cand_twiter: 'https://twitter.com/casey',
  cand_google: 'https://instagram.com/casey',
  cand_linked: 'https://www.linkedin.com/in/casey',
  cand_qualification: ['uefa-a-licence', 'uefa-b-licence'],
  cand_education: [{ degree_name: 'BSc Sports Science', degree_institute: 'Loughborough University', degree_detail: 'First class' }],
  cand_experience: '10-plus',
  cand_profession: [
    { project_role: 'Head Coach', project_organization: 'Northbridge Athletic', project_desc: 'U18s', project_start: '01/08/2021', project_end: '' },
    { project_role: 'Assistant Coach', project_organization: 'Harbour City', project_desc: 'U23s', project_start: '2018-07-01', project_end: '12/31/2020' },
  ],
  cand_certifications: [{ certification_name: 'Coach of the Year', certification_institute: 'County FA', certification_desc: '2022' }],
  cand_skills: [{ label: 'Session Planning' }, { label: 'Video Analysis' }],
  cand_languages: [{ label: 'English' }, { label: 'Spanish' }],
  type: 'full-time',
  level: 'professional',
  cand_salary_type: 'yearly',
  cand_salary_currency: 'pound',
  cand_salary: 42000.5,
  cand_gender: 'female',
  cand_background: 'prefer-not-to-say',
  cand_community: 'no',
  cand_condition: 'prefer-not-to-say',
};

describe('candidate profile schema', () => {
  it('accepts a complete profile and keeps every field', () => {
    const result = validateWith(candidateProfileSchema, completeProfile);
    expect(result).toEqual({ ok: true, value: completeProfile });
    expect(Object.keys(completeProfile).sort()).toEqual([...CANDIDATE_PROFILE_FIELDS].sort());
  });

  it('refuses a 4th headline tag', () => {
    const result = validateWith(candidateProfileSchemaFor(['cand_headline']), {
      cand_headline: [...completeProfile.cand_headline, { value: 'chief-scout', label: 'Chief Scout' }],
    });
    expect(result).toEqual({ ok: false, errors: { cand_headline: 'Please select up to 3 roles.' } });
  });

  it('refuses a headline role outside the job_role list and repeated roles', () => {
    expect(validateWith(candidateProfileTabSchema('2.0'), { cand_headline: [{ value: 'astronaut', label: 'Astronaut' }] })).toMatchObject({
      ok: false,
      errors: { 'cand_headline[0].value': 'Please choose one of the options.' },
    });
    const repeated = [{ value: 'scout', label: 'Scout' }, { value: 'scout', label: 'Scout' }];
    expect(validateWith(candidateProfileTabSchema('2.0'), { cand_headline: repeated })).toMatchObject({ ok: false, errors: { cand_headline: expect.any(String) } });
  });

  it.each(['+44 7700 900123', '07700 900123', '0770\t0900123'])('refuses the phone %j because of its spaces', (phone) => {
    expect(validateWith(candidateProfileTabSchema('1.0'), { ...basic(), cand_phone: phone })).toEqual({
      ok: false,
      errors: { cand_phone: 'Please enter a contact number without spaces.' },
    });
  });

  it('accepts phones without spaces, and an empty phone', () => {
    for (const phone of ['+447700900123', '07700-900-123', '(0161)4960000', '']) {
      expect(validateWith(candidateProfileTabSchema('1.0'), { ...basic(), cand_phone: phone }).ok).toBe(true);
    }
    expect(validateWith(candidateProfileTabSchema('1.0'), { ...basic(), cand_phone: 'call me' })).toMatchObject({ ok: false });
  });

  it('requires name and email on the basic tab', () => {
    const result = validateWith(candidateProfileTabSchema('1.0'), { cand_name: ' ', cand_email: 'nope' });
    expect(result).toEqual({
      ok: false,
      errors: { cand_name: 'This field is required.', cand_email: 'Please enter a valid email address.' },
    });
  });

  it('reads the three §5 date formats and treats an empty end date as Present', () => {
    const tab = candidateProfileTabSchema('6.0');
    for (const [start, end] of [['31/01/2020', '2021-02-28'], ['2020-01-31', '12/31/2021'], ['01/31/2020', '']]) {
      const result = validateWith(tab, { cand_profession: [{ project_role: 'Scout', project_start: start, project_end: end }] });
      expect(result.ok, `${start} → ${end}`).toBe(true);
    }
    expect(validateWith(tab, { cand_profession: [{ project_role: 'Scout', project_start: '2020/01/31' }] })).toEqual({
      ok: false,
      errors: { 'cand_profession[0].project_start': 'Please enter the date as DD/MM/YYYY, YYYY-MM-DD or MM/DD/YYYY.' },
    });
    expect(validateWith(tab, { cand_profession: [{ project_role: 'Scout', project_start: '2021-01-01', project_end: '2020-01-01' }] })).toEqual({
      ok: false,
      errors: { 'cand_profession[0].project_end': 'The end date cannot be before the start date.' },
    });
  });

  it('fills the optional parts of list entries so every entry has the same shape', () => {
    const result = validateWith(candidateProfileTabSchema('6.0'), { cand_profession: [{ project_role: 'Scout', project_start: '2020-01-01' }] });
    expect(result).toEqual({
      ok: true,
      value: { cand_profession: [{ project_role: 'Scout', project_organization: '', project_desc: '', project_start: '2020-01-01', project_end: '' }] },
    });
  });

  it('checks links, salary and enumeration values', () => {
    expect(validateWith(candidateProfileTabSchema('4.0'), { cand_linked: 'linkedin.com/in/x' })).toMatchObject({ ok: false, errors: { cand_linked: expect.any(String) } });
    expect(validateWith(candidateProfileTabSchema('9.0'), { cand_salary: -1 })).toMatchObject({ ok: false, errors: { cand_salary: 'Please enter an amount of 0 or more.' } });
    expect(validateWith(candidateProfileTabSchema('9.0'), { cand_salary: 10.555 })).toMatchObject({ ok: false });
    expect(validateWith(candidateProfileTabSchema('9.0'), { cand_salary: '' })).toEqual({ ok: true, value: { cand_salary: null } });
    expect(validateWith(candidateProfileTabSchema('9.0'), { level: 'galactic' })).toMatchObject({ ok: false, errors: { level: 'Please choose one of the options.' } });
    expect(validateWith(candidateProfileTabSchema('3.0'), { cand_profile: 'hidden' })).toMatchObject({ ok: false });
  });

  it('has one tab per §9 edit-profile code, and every field is on exactly one tab', () => {
    expect(CANDIDATE_PROFILE_TABS.map((tab) => tab.code)).toEqual([...TAB_CODES.editProfile]);
    const onTabs = CANDIDATE_PROFILE_TABS.flatMap((tab) => [...tab.fields]);
    expect(onTabs.sort()).toEqual([...CANDIDATE_PROFILE_FIELDS].sort());
  });

  it('finds the profile fields present in a partial update', () => {
    expect(candidateProfileFieldsIn({ cand_city: 'Leeds', password: 'x', type: 'freelance' })).toEqual(['cand_city', 'type']);
  });
});

function basic() {
  return { cand_name: 'Casey', cand_email: 'casey@example.com' };
}

describe('permalink, visibility and account deletion forms', () => {
  it('accepts a clean slug (lower-cased) and refuses bad, short and reserved ones', async () => {
    const { permalinkSchema, visibilitySchema, deleteAccountSchema } = await import('./candidate-profile');
    expect(validateWith(permalinkSchema, { slug: 'Casey-Coach-2026' })).toEqual({ ok: true, value: { slug: 'casey-coach-2026' } });
    for (const slug of ['ab', 'two--dashes', '-edge', 'space here', 'ünïcode', 'x'.repeat(61)]) {
      expect(validateWith(permalinkSchema, { slug }).ok, slug).toBe(false);
    }
    expect(validateWith(permalinkSchema, { slug: 'list' })).toEqual({
      ok: false,
      errors: { slug: 'This address is reserved. Please choose another.' },
    });
    expect(validateWith(visibilitySchema, { cand_profile: 'priv' })).toEqual({ ok: true, value: { cand_profile: 'priv' } });
    expect(validateWith(visibilitySchema, { cand_profile: 'everyone' }).ok).toBe(false);
    expect(validateWith(deleteAccountSchema, { confirmation: 'DELETE' }).ok).toBe(true);
    expect(validateWith(deleteAccountSchema, { confirmation: 'delete please' })).toEqual({
      ok: false,
      errors: { confirmation: 'Please type DELETE to confirm.' },
    });
  });
});

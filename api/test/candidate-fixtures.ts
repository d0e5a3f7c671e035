import type { TestContext } from './helpers';

/** A complete §3 profile using every field the form has (spec names, valid values). */
export const completeProfile = {
  cand_name: 'Casey Candidate',
  cand_email: 'casey.contact@example.com',
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
  immediately: 'yes',
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
    { project_role: 'Head Coach', project_organization: 'Northbridge Athletic', project_desc: 'U18 league winners', project_start: '01/08/2021', project_end: '' },
    { project_role: 'Assistant Coach', project_organization: 'Harbour City', project_desc: 'U23 sessions', project_start: '2018-07-01', project_end: '12/31/2020' },
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

let registered = 0;

/** Registers a fresh candidate through the public API and returns its token and username. */
export async function registerCandidate(ctx: TestContext, profileType = 'player'): Promise<{ token: string; username: string; id: number }> {
  registered += 1;
  const username = `cand${registered}${Date.now().toString(36)}`;
  const response = await ctx.inject({
    method: 'POST',
    url: '/candidate-register',
    payload: {
      first_name: 'Robin',
      last_name: `Tester${registered}`,
      username,
      email: `${username}@example.com`,
      password: 'Secret-pass-1',
      confirm_password: 'Secret-pass-1',
      profile_type: profileType,
      terms: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { token: body.token, username, id: body.user.ID };
}

import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { atsCvFilename, buildAtsCv, type AtsCvProfile } from './ats-cv';

const profile: AtsCvProfile = {
  cand_name: 'Casey Candidate',
  cand_email: 'casey@example.com',
  cand_phone: '+447700900123',
  cand_city: 'Manchester',
  cand_country: 'gb-eng',
  cv_headline: 'UEFA A licensed coach building possession teams',
  cand_headline: [
    { value: 'head-coach', label: 'Head Coach' },
    { value: 'academy-coach', label: 'Academy Coach' },
  ],
  cand_intro: '<p>Coach with <strong>ten years</strong> in academies &amp; first teams.</p><ul><li>Pressing</li></ul>',
  cand_linked: 'https://www.linkedin.com/in/casey',
  cand_twiter: '',
  cand_fb: '',
  cand_google: '',
  cand_profession: [
    { project_role: 'Assistant Coach', project_organization: 'Harbour City', project_desc: 'Ran U23 sessions.', project_start: '2018-07-01', project_end: '31/07/2021' },
    { project_role: 'Head Coach', project_organization: 'Northbridge Athletic', project_desc: 'Won the U18 league.', project_start: '01/08/2021', project_end: '' },
  ],
  cand_education: [{ degree_name: 'BSc Sports Science', degree_institute: 'Loughborough University', degree_detail: 'First class honours' }],
  cand_certifications: [{ certification_name: 'Coach of the Year', certification_institute: 'County FA', certification_desc: '2022' }],
  cand_qualification: ['uefa-a-licence'],
  cand_skills: [{ label: 'Session Planning' }, { label: 'Video Analysis' }],
  cand_languages: [{ label: 'English' }, { label: 'Español' }],
};

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('ATS CV', () => {
  it('is a PDF whose text holds the name, headline, experience, education, certifications and skills', async () => {
    const cv = await buildAtsCv(profile);
    expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(cv.filename).toBe('casey-candidate-cv.pdf');

    const text = await textOf(cv.bytes);
    for (const expected of [
      'Casey Candidate',
      'Head Coach | Academy Coach',
      'UEFA A licensed coach building possession teams',
      'casey@example.com',
      'Manchester, England',
      'SUMMARY',
      'ten years in academies & first teams.',
      'EXPERIENCE',
      'Head Coach, Northbridge Athletic',
      'Aug 2021 – Present',
      'Assistant Coach, Harbour City',
      'Jul 2018 – Jul 2021',
      'EDUCATION',
      'BSc Sports Science, Loughborough University',
      'CERTIFICATIONS',
      'UEFA A Licence',
      'Coach of the Year, County FA',
      'SKILLS',
      'Session Planning, Video Analysis',
      'LANGUAGES',
      'English, Español',
    ]) {
      expect(text).toContain(expected);
    }
    // Most recent (current) job first.
    expect(text.indexOf('Northbridge Athletic')).toBeLessThan(text.indexOf('Harbour City'));
  });

  it('leaves out empty sections and still gives a usable file name', async () => {
    const cv = await buildAtsCv({
      ...profile,
      cand_name: '',
      cand_intro: '',
      cand_profession: [],
      cand_education: [],
      cand_certifications: [],
      cand_qualification: [],
      cand_languages: [],
    });
    const text = await textOf(cv.bytes);
    expect(cv.filename).toBe('candidate-cv.pdf');
    expect(text).not.toContain('EXPERIENCE');
    expect(text).not.toContain('SUMMARY');
    expect(text).toContain('SKILLS');
  });

  it('names files after the candidate without unsafe characters', () => {
    expect(atsCvFilename('Zoë O’Brien / "Coach"')).toBe('zoe-o-brien-coach-cv.pdf');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALERT_FREQUENCIES,
  COUNTRIES,
  CONFIG_LOOKUPS,
  EXPERIENCES,
  GENDERS,
  ISO_COUNTRIES,
  JOB_CATEGORIES,
  JOB_ROLES,
  JOB_TYPES,
  LEVELS,
  MEMBERSHIPS,
  PROFILE_TYPES,
  QUALIFICATIONS,
  RECEIVE_APPLICANTS,
  REFERENCES,
  SALARY_CURRENCIES,
  SALARY_TYPES,
  SKILLS,
  TEAM_ROLES,
  VISIBILITIES,
  WORK_MODES,
  YES_NO_PREFER,
  enumLabelKey,
  isValueOf,
  labelOf,
  valuesOf,
} from './index';

const labels = (list: readonly { label: string }[]) => list.map((option) => option.label);

describe('§3 enumerations, values and labels as the spec gives them', () => {
  it('profile_type, with others labelled Other Staff', () => {
    expect(valuesOf(PROFILE_TYPES)).toEqual(['player', 'referee', 'scout', 'coach', 'fan', 'agent', 'others']);
    expect(labelOf(PROFILE_TYPES, 'others')).toBe('Other Staff');
  });

  it('gender and yes/no/prefer not to say', () => {
    expect(labels(GENDERS)).toEqual(['Female', 'Male', 'Non-binary', 'Other', 'Prefer not to say']);
    expect(labels(YES_NO_PREFER)).toEqual(['Yes', 'No', 'Prefer not to say']);
  });

  it('experience from 0 to 10 years+ and the football levels', () => {
    expect(labels(EXPERIENCES)[0]).toBe('0 Years');
    expect(labels(EXPERIENCES)).toContain('10 Years+');
    expect(labels(EXPERIENCES).slice(-6)).toEqual([
      'Pro Academy', 'League Two minimum', 'League One minimum', 'Championship minimum', 'Premier League', 'Top European League',
    ]);
  });

  it('salaryType', () => {
    expect(labels(SALARY_TYPES)).toEqual(['Monthly', 'Weekly', 'Hourly', 'Yearly', 'On Invoice', 'Per Session', 'Per Hour', 'Per Match', 'Pro Rata']);
  });

  it('salaryCurrency', () => {
    expect(labels(SALARY_CURRENCIES).map((l) => l.toLowerCase())).toEqual([
      'dollar', 'rupees', 'pound', 'aed', 'euro', 'yen', 'canadian dollar', 'australian dollar', 'unknown', 'sar', 'kyd', 'nok',
    ]);
  });

  it('level', () => {
    expect(labels(LEVELS)).toEqual([
      'Professional', 'Semi-Pro', 'Amateur', 'Grassroots', 'Youth Football', 'Futsal', 'Other', 'Consultant', 'Community', 'Academy',
      'International', 'Foundation', 'Womens', 'School', 'Agency', 'FA', 'Company', 'US Collage', 'Education',
    ]);
  });

  it('job type', () => {
    expect(labels(JOB_TYPES)).toEqual([
      'Freelance', 'Full time', 'Internship', 'Temporary', 'Part time', 'Volunteer', 'Contract', 'Casual', 'Apprentice', 'Placement',
      'Fixed Term', 'TBC', 'Training', 'Permanent', 'Sessional', 'Consultant', 'Head of Academy Coaching',
    ]);
  });

  it('the 15 job categories', () => {
    expect(labels(JOB_CATEGORIES)).toEqual([
      'Agent', 'Analysts Recruitment & Scouting', 'Boardroom & Executive', 'Coaching & Performance', 'Commercial & Business',
      'Education & Community', 'Groundskeeping & Operations', 'Human Resources & Admin', 'Legal & Finance', 'Media', 'Officials',
      'Other', 'Player Request', 'Retail', 'Sports Science Medical & Physio',
    ]);
    expect(valuesOf(JOB_CATEGORIES)).toContain('sports-science-medical-physio');
  });

  it('visibility, receive_applicants, alert frequency, reference, workMode, team role, memberships', () => {
    expect(VISIBILITIES).toEqual([{ value: 'pub', label: 'Public' }, { value: 'priv', label: 'Private' }]);
    expect(RECEIVE_APPLICANTS.slice(0, 2)).toEqual([{ value: 'exter', label: 'External Link' }, { value: 'mail', label: 'Email' }]);
    expect(ALERT_FREQUENCIES).toEqual([
      { value: 1, label: 'Daily' }, { value: 7, label: 'Weekly' }, { value: 15, label: 'Fortnightly' },
      { value: 30, label: 'Monthly' }, { value: 12, label: 'Yearly' },
    ]);
    expect(labels(REFERENCES)).toEqual(['LinkedIn', 'Twitter', 'Website', 'Others']);
    expect(labels(WORK_MODES)).toEqual(['Remote', 'Hybrid', 'Office', 'Others']);
    expect(valuesOf(TEAM_ROLES)).toEqual(['team_manager', 'team_member']);
    expect(valuesOf(MEMBERSHIPS)).toEqual(['FREE', 'STANDARD', 'ELITE', 'UNLIMITED']);
  });

  it('the designed lists have the sizes the spec names', () => {
    expect(QUALIFICATIONS.length).toBeGreaterThanOrEqual(38);
    expect(QUALIFICATIONS.length).toBeLessThanOrEqual(45);
    for (const must of ['FA', 'UEFA', 'PFSA', 'IPSO', 'DBS', 'Safeguarding', 'First Aid', 'Degree']) {
      expect(labels(QUALIFICATIONS).some((label) => label.includes(must))).toBe(true);
    }
    expect(SKILLS).toHaveLength(25);
    expect(JOB_ROLES).toHaveLength(25);
    expect(JOB_ROLES[0].label).toBe('Head Coach');
    expect(JOB_ROLES[24].label).toBe('Journalist');
  });
});

describe('countries', () => {
  it('has every ISO 3166-1 alpha-2 country once, plus Kosovo, with lowercase codes', () => {
    expect(ISO_COUNTRIES).toHaveLength(250);
    for (const { value } of ISO_COUNTRIES) expect(value).toMatch(/^[a-z]{2}$/);
    expect(labelOf(COUNTRIES, 'gb')).toBe('United Kingdom');
    expect(labelOf(COUNTRIES, 'br')).toBe('Brazil');
    expect(labelOf(COUNTRIES, 'ci')).toBe("Côte d'Ivoire");
    expect(labelOf(COUNTRIES, 'xk')).toBe('Kosovo');
  });

  it('starts with the regions, then the four UK home nations', () => {
    expect(labels(COUNTRIES).slice(0, 11)).toEqual([
      'World', 'Africa', 'Asia', 'Europe', 'N/C America', 'Oceania', 'South America',
      'England', 'Scotland', 'Wales', 'Northern Ireland',
    ]);
    expect(valuesOf(COUNTRIES).slice(7, 11)).toEqual(['gb-eng', 'gb-sct', 'gb-wls', 'gb-nir']);
  });
});

describe('every lookup list', () => {
  it('has unique values and non-empty labels', () => {
    for (const [name, list] of Object.entries(CONFIG_LOOKUPS)) {
      const values = list.map((option) => option.value);
      expect(new Set(values).size, `${name} has duplicate values`).toBe(values.length);
      for (const option of list) expect(option.label.trim().length, `${name} ${String(option.value)}`).toBeGreaterThan(0);
    }
  });

  it('is served under every §3 global-state name', () => {
    expect(Object.keys(CONFIG_LOOKUPS)).toEqual(expect.arrayContaining([
      'experience', 'qualification', 'salaryType', 'salaryCurrency', 'level', 'type', 'range', 'skills', 'category', 'job_role',
      'countries', 'gender', 'profile_type', 'visibility', 'receive_applicants', 'alert_frequency', 'reference', 'workMode',
      'team_role', 'positions', 'memberships', 'yes_no',
    ]));
    expect(CONFIG_LOOKUPS.category).toBe(JOB_CATEGORIES);
  });
});

describe('helpers', () => {
  it('check membership and give i18n keys', () => {
    expect(isValueOf(VISIBILITIES, 'pub')).toBe(true);
    expect(isValueOf(VISIBILITIES, 'public')).toBe(false);
    expect(labelOf(VISIBILITIES, 'nope')).toBeUndefined();
    expect(enumLabelKey('alert_frequency', 7)).toBe('enums.alert_frequency.7');
  });
});

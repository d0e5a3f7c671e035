import type { ConfigData } from '../types/lookup';
import { ALERT_FREQUENCIES } from './alert-frequencies';
import { BACKGROUNDS } from './backgrounds';
import { COUNTRIES } from './countries';
import { EXPERIENCES } from './experiences';
import { GENDERS } from './genders';
import { JOB_CATEGORIES } from './job-categories';
import { JOB_ROLES } from './job-roles';
import { JOB_TYPES } from './job-types';
import { LEVELS } from './levels';
import { MEMBERSHIPS } from './memberships';
import { POSITIONS } from './positions';
import { PROFILE_TYPES } from './profile-types';
import { QUALIFICATIONS } from './qualifications';
import { RECEIVE_APPLICANTS } from './receive-applicants';
import { REFERENCES } from './references';
import { SALARY_CURRENCIES } from './salary-currencies';
import { SALARY_RANGES } from './salary-ranges';
import { SALARY_TYPES } from './salary-types';
import { SKILLS } from './skills';
import { TEAM_ROLES } from './team-roles';
import { VISIBILITIES } from './visibilities';
import { WORK_MODES } from './work-modes';
import { YES_NO_PREFER } from './yes-no';

/**
 * The §3 global-state lookup lists under their global-state names; `GET /api/get-config-data` answers this
 * object as it is. `background` is an addition (the candidate profile's diversity questions need it).
 */
export const CONFIG_LOOKUPS = {
  experience: EXPERIENCES,
  qualification: QUALIFICATIONS,
  salaryType: SALARY_TYPES,
  salaryCurrency: SALARY_CURRENCIES,
  level: LEVELS,
  type: JOB_TYPES,
  range: SALARY_RANGES,
  skills: SKILLS,
  category: JOB_CATEGORIES,
  job_role: JOB_ROLES,
  countries: COUNTRIES,
  gender: GENDERS,
  profile_type: PROFILE_TYPES,
  visibility: VISIBILITIES,
  receive_applicants: RECEIVE_APPLICANTS,
  alert_frequency: ALERT_FREQUENCIES,
  reference: REFERENCES,
  workMode: WORK_MODES,
  team_role: TEAM_ROLES,
  positions: POSITIONS,
  memberships: MEMBERSHIPS,
  yes_no: YES_NO_PREFER,
  background: BACKGROUNDS,
} as const satisfies ConfigData;

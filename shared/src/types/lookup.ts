/** One entry of a §3 enumeration: `value` is what is stored and sent, `label` what a person reads. */
export interface LookupOption<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
}

/** Names of the §3 global-state lookup lists, as returned by `GET /api/get-config-data`. */
export type ConfigLookupName =
  | 'experience'
  | 'qualification'
  | 'salaryType'
  | 'salaryCurrency'
  | 'level'
  | 'type'
  | 'range'
  | 'skills'
  | 'category'
  | 'job_role'
  | 'countries'
  | 'gender'
  | 'profile_type'
  | 'visibility'
  | 'receive_applicants'
  | 'alert_frequency'
  | 'reference'
  | 'workMode'
  | 'team_role'
  | 'positions'
  | 'memberships'
  | 'yes_no'
  | 'background';

/** Body of `data` in the `GET /api/get-config-data` answer. */
export type ConfigData = Record<ConfigLookupName, readonly LookupOption[]>;

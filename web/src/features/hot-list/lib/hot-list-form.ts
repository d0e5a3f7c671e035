import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { HotListChoice, HotListOwnState } from '../api/types';

/** As the API allows (docs/hot-list.md): up to 3 roles, up to 10 regions, a date at most a year ahead. */
export const MAX_ROLES = 3;
export const MAX_REGIONS = 10;

export interface HotListFormValues {
  available: boolean;
  availableFrom: string;
  roles: string[];
  regions: string[];
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

export function initialValues(state: HotListOwnState | undefined, today = new Date()): HotListFormValues {
  const entry = state?.entry;
  return {
    // A candidate who never joined starts with the toggle on: they came here to join.
    available: entry ? entry.available : true,
    availableFrom: entry?.availableFrom ?? isoDay(today),
    roles: entry?.roles ?? [],
    regions: entry?.regions ?? [],
  };
}

/** What the form sends: the choices only when joining (leaving needs none). */
export const toChoice = (values: HotListFormValues): HotListChoice =>
  values.available ? { available: true, availableFrom: values.availableFrom, roles: values.roles, regions: values.regions } : { available: false };

export function hotListSchema(t: TFunction, today = new Date()) {
  const latest = isoDay(new Date(today.getTime() + 366 * 86_400_000));
  return yup.object({
    available: yup.boolean().required(),
    availableFrom: yup.string().when('available', {
      is: true,
      then: (schema) =>
        schema
          .required(t('hotList.errors.fromRequired'))
          .matches(/^\d{4}-\d{2}-\d{2}$/, t('hotList.errors.fromInvalid'))
          .test('within-a-year', t('hotList.errors.fromInvalid'), (value) => !value || value <= latest),
    }),
    roles: yup
      .array(yup.string().required())
      .when('available', { is: true, then: (schema) => schema.min(1, t('hotList.errors.rolesRequired')).max(MAX_ROLES, t('hotList.errors.rolesTooMany')) }),
    regions: yup
      .array(yup.string().required())
      .when('available', { is: true, then: (schema) => schema.min(1, t('hotList.errors.regionsRequired')).max(MAX_REGIONS, t('hotList.errors.regionsTooMany')) }),
  });
}

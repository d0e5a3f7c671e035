import type { TFunction } from 'i18next';
import { MEMBERSHIPS } from '@fj/shared';
import { enumLabel } from '../../../lib/enum-labels';
import type { FilterOption } from './FilterSelect';

export const membershipOptions = (t: TFunction): FilterOption[] =>
  MEMBERSHIPS.map((entry) => ({ value: entry.value, label: enumLabel(t, 'membership', entry.value) }));

/** Choices whose labels are `<prefix>.<value>` in the catalogue. */
export const translatedOptions = (t: TFunction, values: readonly string[], prefix: string): FilterOption[] =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

import type { TFunction } from 'i18next';
import { applicationStatus } from '@fj/shared';

/** The employer's label of a status code (§4), translated. */
export function employerStatusText(t: TFunction, code: number): string {
  const info = applicationStatus(code);
  return info ? t(`employer.status.${info.key}`, { defaultValue: info.label }) : String(code);
}

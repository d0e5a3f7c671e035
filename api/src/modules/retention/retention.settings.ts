import { RETENTION_DEFAULTS } from '@fj/shared';

/** How long personal data is kept (docs/retention.md); config.ts reads them from the environment. */
export interface RetentionSettings {
  /** Applications are anonymised this many months after their job closed. */
  applicationMonthsAfterClose: number;
  /** The candidate is told this many days before. */
  noticeDaysBefore: number;
  /** Accounts whose address is still unconfirmed this many days after registering are removed. */
  unverifiedAccountDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  applicationMonthsAfterClose: RETENTION_DEFAULTS.applicationMonthsAfterClose,
  noticeDaysBefore: RETENTION_DEFAULTS.noticeDaysBefore,
  unverifiedAccountDays: RETENTION_DEFAULTS.unverifiedAccountDays,
};

import { isAdministrator } from '@fj/shared';
import { forbidden } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';

/** Which organisation's records a caller may touch: its own employer's, or every one for administrators. */
export type EmployerScope = { kind: 'all' } | { kind: 'employer'; employerId: number };

export const NO_EMPLOYER_MESSAGE = 'Your account does not belong to an employer.';

export function employerScopeOf(actor: Actor): EmployerScope {
  if (isAdministrator(actor.roles)) return { kind: 'all' };
  if (actor.employerId === null) throw forbidden(NO_EMPLOYER_MESSAGE);
  return { kind: 'employer', employerId: actor.employerId };
}

/** The caller's own employer id; administrators without one cannot use employer-only calls. */
export function ownEmployerId(actor: Actor): number {
  if (actor.employerId === null) throw forbidden(NO_EMPLOYER_MESSAGE);
  return actor.employerId;
}

export const inScope = (scope: EmployerScope, employerId: number): boolean => scope.kind === 'all' || scope.employerId === employerId;

import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS as S,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  canTransition,
  candidateStatusLabel,
  isApplicationStatusCode,
  statusLabel,
} from './application-status';

const OPEN = [S.RECEIVED, S.VIEWED, S.INTERESTED, S.SCREENED, S.SHORT_LISTED, S.FIRST_INTERVIEW, S.SECOND_INTERVIEW, S.OFFERED];

describe('application status codes (§4)', () => {
  it('has the eleven spec codes and labels', () => {
    expect(APPLICATION_STATUSES.map((s) => [s.code, s.label])).toEqual([
      [0, 'Received'], [1, 'Viewed'], [6, 'Interested'], [7, 'Screened'], [3, 'Short Listed'], [4, '1st Interview'],
      [8, '2nd Interview'], [9, 'Offered'], [5, 'Hired'], [2, 'Rejected'], [10, 'Withdrew'],
    ]);
  });

  it('labels a pending application "Application Submitted" and an approved one "Application Approved" for the candidate', () => {
    expect(candidateStatusLabel(S.RECEIVED)).toBe('Application Submitted');
    expect(candidateStatusLabel(S.SHORT_LISTED)).toBe('Application Approved');
  });

  it('gives every status a candidate label and a unique key', () => {
    for (const status of APPLICATION_STATUSES) expect(status.candidateLabel.length).toBeGreaterThan(0);
    expect(new Set(APPLICATION_STATUSES.map((s) => s.key)).size).toBe(APPLICATION_STATUSES.length);
  });

  it('labels unknown codes "Unknown"', () => {
    expect(statusLabel(99)).toBe('Unknown');
    expect(candidateStatusLabel(-1)).toBe('Unknown');
    expect(statusLabel(S.OFFERED)).toBe('Offered');
    expect(isApplicationStatusCode(10)).toBe(true);
    expect(isApplicationStatusCode(11)).toBe(false);
    expect(isApplicationStatusCode('1')).toBe(false);
  });
});

describe('application transitions', () => {
  it('lets the employer move forward, skipping stages', () => {
    expect(canTransition(S.RECEIVED, S.VIEWED, 'employer')).toBe(true);
    expect(canTransition(S.RECEIVED, S.SHORT_LISTED, 'employer')).toBe(true);
    expect(canTransition(S.SCREENED, S.OFFERED, 'employer')).toBe(true);
    expect(canTransition(S.OFFERED, S.HIRED, 'employer')).toBe(true);
    expect(canTransition(S.RECEIVED, S.HIRED)).toBe(true);
  });

  it('does not let the employer move backward', () => {
    expect(canTransition(S.SHORT_LISTED, S.VIEWED, 'employer')).toBe(false);
    expect(canTransition(S.SECOND_INTERVIEW, S.FIRST_INTERVIEW, 'employer')).toBe(false);
  });

  it('lets the employer reject from every open status', () => {
    for (const from of OPEN) expect(canTransition(from, S.REJECTED, 'employer')).toBe(true);
  });

  it('makes Hired and Withdrew final for everyone', () => {
    for (const code of APPLICATION_STATUSES.map((s) => s.code)) {
      for (const actor of ['employer', 'candidate'] as const) {
        expect(canTransition(S.HIRED, code, actor)).toBe(false);
        expect(canTransition(S.WITHDREW, code, actor)).toBe(false);
      }
    }
  });

  it('lets only the employer reopen a rejection, and only to Received or Viewed', () => {
    expect(canTransition(S.REJECTED, S.RECEIVED, 'employer')).toBe(true);
    expect(canTransition(S.REJECTED, S.VIEWED, 'employer')).toBe(true);
    expect(canTransition(S.REJECTED, S.OFFERED, 'employer')).toBe(false);
    expect(canTransition(S.REJECTED, S.HIRED, 'employer')).toBe(false);
    expect(canTransition(S.REJECTED, S.RECEIVED, 'candidate')).toBe(false);
  });

  it('lets the candidate withdraw from an open status and do nothing else', () => {
    for (const from of OPEN) expect(canTransition(from, S.WITHDREW, 'candidate')).toBe(true);
    expect(canTransition(S.REJECTED, S.WITHDREW, 'candidate')).toBe(false);
    expect(canTransition(S.HIRED, S.WITHDREW, 'candidate')).toBe(false);
    expect(canTransition(S.RECEIVED, S.VIEWED, 'candidate')).toBe(false);
    expect(canTransition(S.RECEIVED, S.REJECTED, 'candidate')).toBe(false);
  });

  it('does not let the employer withdraw on the candidate\'s behalf', () => {
    expect(canTransition(S.RECEIVED, S.WITHDREW, 'employer')).toBe(false);
  });

  it('refuses no-op moves and unknown codes', () => {
    expect(canTransition(S.VIEWED, S.VIEWED)).toBe(false);
    expect(canTransition(S.RECEIVED, 42)).toBe(false);
    expect(canTransition(42, S.VIEWED)).toBe(false);
  });

  it('publishes a table that agrees with canTransition everywhere', () => {
    for (const from of APPLICATION_STATUSES.map((s) => s.code)) {
      for (const to of APPLICATION_STATUSES.map((s) => s.code)) {
        expect(APPLICATION_TRANSITIONS[from].employer.includes(to)).toBe(canTransition(from, to, 'employer'));
        expect(APPLICATION_TRANSITIONS[from].candidate.includes(to)).toBe(canTransition(from, to, 'candidate'));
      }
    }
    expect(APPLICATION_TRANSITIONS[S.OFFERED].employer).toEqual([S.HIRED, S.REJECTED]);
  });
});

import { describe, expect, it } from 'vitest';
import { appearanceEntrySchema, careerEntrySchema } from './player';

describe('player editor rows', () => {
  it('counts a cleared number cell (formik holds \'\') as 0, and keeps a typed number', () => {
    const career = careerEntrySchema.validateSync({ kind: 'senior', teamName: 'Hillcrest United', apps: '', goals: 7 });
    expect(career.apps).toBe(0);
    expect(career.goals).toBe(7);
    const row = appearanceEntrySchema.validateSync({ matchId: 4, minutes: '', goals: 1 });
    expect(row.minutes).toBe(0);
    expect(row.goals).toBe(1);
  });

  it('still refuses a count that is not a whole number or out of range', () => {
    expect(() => careerEntrySchema.validateSync({ kind: 'senior', teamName: 'Hillcrest United', apps: 2.5 })).toThrow();
    expect(() => careerEntrySchema.validateSync({ kind: 'senior', teamName: 'Hillcrest United', apps: -1 })).toThrow();
    expect(() => careerEntrySchema.validateSync({ kind: 'senior', teamName: 'Hillcrest United', apps: 'many' })).toThrow();
  });
});

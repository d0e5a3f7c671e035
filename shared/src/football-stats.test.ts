import { describe, expect, it } from 'vitest';
import { minutesPerGoal, perMatchAverage } from './football-stats';

describe('player statistics (§9)', () => {
  it('rounds minutes per goal down', () => {
    expect(minutesPerGoal(1000, 3)).toBe(333);
    expect(minutesPerGoal(90, 1)).toBe(90);
    expect(minutesPerGoal(899, 10)).toBe(89);
  });

  it('has no minutes-per-goal without goals', () => {
    expect(minutesPerGoal(500, 0)).toBeNull();
  });

  it('averages per match to one decimal', () => {
    expect(perMatchAverage(10, 3)).toBe(3.3);
    expect(perMatchAverage(20, 3)).toBe(6.7);
    expect(perMatchAverage(7, 2)).toBe(3.5);
    expect(perMatchAverage(0, 5)).toBe(0);
  });

  it('has no average without matches', () => {
    expect(perMatchAverage(4, 0)).toBeNull();
    expect(perMatchAverage(Number.NaN, 2)).toBeNull();
  });
});

import { expect, it } from 'vitest';
import { LOGIN_THROTTLE, delayAfter } from './login-throttle';

it('lets the free failures through, then doubles the wait up to the cap', () => {
  const pair = [4, 5, 6, 7, 8, 9, 10, 11, 40].map((failures) => delayAfter(failures, LOGIN_THROTTLE.pair));
  expect(pair).toEqual([0, 15, 30, 60, 120, 240, 480, 900, 900]);
  const address = [49, 50, 51, 55, 56, 57, 1000].map((failures) => delayAfter(failures, LOGIN_THROTTLE.address));
  expect(address).toEqual([0, 1, 2, 32, 60, 60, 60]);
});

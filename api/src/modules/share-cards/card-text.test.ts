import { describe, expect, it } from 'vitest';
import { cardPlace, cardSalary } from './card-text';

const job = (salary_amount: number | null, currency_value: string, salary_type_value: string) => ({ salary_amount, currency_value, salary_type_value });

describe('the words of a card', () => {
  it('writes a salary as a person says it', () => {
    expect(cardSalary(job(18000, 'pound', 'yearly'), false)).toBe('£18,000 a year');
    expect(cardSalary(job(2500.5, 'euro', 'monthly'), false)).toBe('€2,500.50 a month');
    expect(cardSalary(job(40, 'dollar', 'per-match'), false)).toBe('$40 a match');
    expect(cardSalary(job(9000, 'unknown', ''), false)).toBe('9,000');
    expect(cardSalary(job(null, 'pound', 'yearly'), false)).toBe('');
  });

  it('writes it in Arabic on an Arabic card, without invisible direction marks', () => {
    expect(cardSalary(job(18000, 'sar', 'yearly'), true)).toBe('18,000\u00a0ر.س. سنويًا');
    expect(cardSalary(job(18000, 'pound', 'monthly'), true)).toBe('18,000\u00a0£ شهريًا');
    expect(cardSalary(job(18000, 'pound', 'monthly'), true)).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it('joins a place with the comma of its script on the card', () => {
    expect(cardPlace(['Leeds', 'England'], false)).toBe('Leeds, England');
    expect(cardPlace(['الرياض', 'England'], true)).toBe('الرياض، England');
    expect(cardPlace([null, 'England'], true)).toBe('England');
    expect(cardPlace(['Johannesburg', 'South Africa'], true)).toBe('Johannesburg, South Africa');
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_POST, jobPostValuesFrom, toJobPostBody } from './job-post-values';

describe('toJobPostBody', () => {
  it('sends the salary and vacancies formik holds as numbers once typed into their number inputs', () => {
    // formik parses a type="number" input's value: after typing, the field holds 42000.5, not '42000.5'.
    const body = toJobPostBody({ ...EMPTY_JOB_POST, job_salary: 42000.5, job_currency: 'pound', job_posts: 3 });
    expect(body.job_salary).toBe(42000.5);
    expect(body.job_currency).toBe('pound');
    expect(body.job_posts).toBe(3);
  });

  it('sends a salary of 0 (a number, not "none")', () => {
    expect(toJobPostBody({ ...EMPTY_JOB_POST, job_salary: 0, job_currency: 'euro' }).job_salary).toBe(0);
  });

  it('sends the salary and vacancies loaded as strings (an edited job) as numbers', () => {
    const values = jobPostValuesFrom({ job_salary: 30000, job_posts: 2, job_currency: 'dollar' });
    expect(values.job_salary).toBe('30000');
    const body = toJobPostBody(values);
    expect(body.job_salary).toBe(30000);
    expect(body.job_posts).toBe(2);
  });

  it('leaves out a salary never typed, cleared (formik holds \'\') or blank', () => {
    for (const salary of ['', '  ']) expect(toJobPostBody({ ...EMPTY_JOB_POST, job_salary: salary })).not.toHaveProperty('job_salary');
  });
});
